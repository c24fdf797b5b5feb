import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SURVEY_MESSAGES } from '@yunmo/domain/messages';
import { SURVEY_CHOICE_MESSAGES } from '@yunmo/domain/validation/survey';
import { SurveyForm } from './survey-form';

function renderForm() {
  const onSubmit = vi.fn(() => Promise.resolve());
  render(<SurveyForm onSubmit={onSubmit} submitting={false} />);
  return { onSubmit, user: userEvent.setup() };
}

const submitButton = () => screen.getByRole('button', { name: '提交' });

describe('SurveyForm', () => {
  it('shows every required message and sends nothing when empty', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(submitButton());
    for (const message of [
      SURVEY_CHOICE_MESSAGES.problem1Required,
      SURVEY_MESSAGES.reasonRequired,
      SURVEY_CHOICE_MESSAGES.improvementRequired,
      SURVEY_CHOICE_MESSAGES.rewardRequired,
      SURVEY_MESSAGES.adviceRequired,
      SURVEY_MESSAGES.contactRequired,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for the conditional texts only when their option is chosen', async () => {
    const { user } = renderForm();
    expect(screen.queryByRole('textbox', { name: '需要的模型类别' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: '找不到需要的模型' }));
    await user.click(screen.getByRole('checkbox', { name: '使用其他平台' }));
    await user.click(submitButton());
    expect(screen.getByText(SURVEY_MESSAGES.modelCategoryRequired)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '需要的模型类别' }), '中式家具');
    expect(screen.getByText(SURVEY_MESSAGES.platformNameRequired)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: '使用其他平台' }));
    expect(screen.queryByText(SURVEY_MESSAGES.platformNameRequired)).toBeNull();
    expect(screen.queryByRole('textbox', { name: '平台名称' })).toBeNull();
  });

  it('checks the QQ or WeChat format, then submits the answers with the reward', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole('radio', { name: '偶尔使用' }));
    await user.click(screen.getByRole('checkbox', { name: '价格太贵' }));
    await user.click(screen.getByRole('checkbox', { name: '降低价格' }));
    await user.type(screen.getByRole('textbox', { name: '您的建议或意见' }), '便宜一点');
    await user.type(screen.getByRole('textbox', { name: 'QQ号或微信号' }), '0123');
    await user.click(screen.getByRole('radio', { name: '5张下载券' }));
    await user.click(submitButton());
    expect(screen.getByText(SURVEY_MESSAGES.contactInvalid)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(screen.getByRole('textbox', { name: 'QQ号或微信号' }));
    await user.type(screen.getByRole('textbox', { name: 'QQ号或微信号' }), 'wx_abcdef');
    await user.click(submitButton());
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        problem1: 2,
        problem2: [3],
        problem3: [3],
        problem4: 2,
        input4: '便宜一点',
        input5: 'wx_abcdef',
      }),
    );
  });
});
