import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExperienceFeedbackForm } from './experience-feedback-form';
import { TestProviders } from '@/testing/providers';

const bodies: unknown[] = [];

beforeEach(() => {
  bodies.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string) => {
      const request =
        typeof input === 'string' ? new Request(new URL(input, 'http://localhost')) : input;
      if (new URL(request.url).pathname === '/api/feedback/experience') {
        bodies.push(await request.json());
        return new Response(null, { status: 204 });
      }
      return new Response('{}', { status: 404 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderForm() {
  const onDone = vi.fn();
  render(
    <TestProviders>
      <ExperienceFeedbackForm onDone={onDone} />
    </TestProviders>,
  );
  return onDone;
}

describe('the experience feedback form', () => {
  it('asks for the satisfaction first and sends nothing without it', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请选择满意度');
    expect(bodies).toEqual([]);
  });

  it('asks what was unsatisfying only when 不满意, and sends it only then', async () => {
    const onDone = renderForm();
    expect(screen.queryByLabelText('不满意的地方')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: '不满意' }));
    await userEvent.type(screen.getByLabelText('不满意的地方'), '下载太慢');
    await userEvent.type(screen.getByLabelText('您的建议（选填）'), '多一些中式模型');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        { satisfied: 2, dissatisfaction: '下载太慢', suggestion: '多一些中式模型' },
      ]),
    );
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('drops the dissatisfaction text of someone who is satisfied', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('radio', { name: '不满意' }));
    await userEvent.type(screen.getByLabelText('不满意的地方'), '下载太慢');
    await userEvent.click(screen.getByRole('radio', { name: '满意' }));
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(bodies).toEqual([{ satisfied: 1 }]));
  });
});
