import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRIAL_DISCOUNTS } from '@yunmo/domain/money';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { CopyrightNoteDialog } from './copyright-note-dialog';
import { trialOffer } from './member-discount';
import { UsageInstructionsDialog } from './usage-instructions-dialog';

describe('the usage instructions dialog', () => {
  it('starts on the kind of the model and switches to the others', async () => {
    render(<UsageInstructionsDialog open onOpenChange={vi.fn()} kind="su" />);
    const dialog = screen.getByRole('dialog', { name: '使用说明' });
    expect(within(dialog).getByRole('tab', { name: 'SU模型' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(dialog).getByRole('tabpanel')).toHaveTextContent('使用 SketchUp 打开');
    await userEvent.click(within(dialog).getByRole('tab', { name: '贴图（MAPPING）' }));
    const panel = within(dialog).getByRole('tabpanel');
    expect(panel).toHaveTextContent('HDR');
    expect(panel).toHaveTextContent('下载与解压');
    expect(panel).toHaveTextContent('贴图放置');
    for (const name of ['3D模型（MAX）', 'UE4模型', 'UE材质（UEC）'])
      expect(within(dialog).getByRole('tab', { name })).toBeInTheDocument();
  });
});

describe('the copyright note dialog', () => {
  it('names the owner, states the usage rules and links to the help page’s copyright section', async () => {
    const onOpenChange = vi.fn();
    render(
      <MemoryRouter>
        <CopyrightNoteDialog open onOpenChange={onOpenChange} owner="王设计" />
      </MemoryRouter>,
    );
    const dialog = screen.getByRole('dialog', { name: '版权说明' });
    expect(dialog).toHaveTextContent('本模型版权所有：王设计');
    expect(dialog).toHaveTextContent('版权归上传作者');
    expect(dialog).toHaveTextContent('商业项目');
    expect(dialog).toHaveTextContent('禁止将模型文件本身转售');
    expect(within(dialog).getByRole('link', { name: '查看侵权申诉帮助' })).toHaveAttribute(
      'href',
      '/commonProblems/commonProblemsIndex?section=copyright',
    );
    await userEvent.click(within(dialog).getAllByRole('button', { name: '关闭' }).at(-1)!);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('the trial offer', () => {
  const hour = 3_600_000;
  const start = '2026-01-01T00:00:00.000Z';
  const at = (hours: number) => Date.parse(start) + hours * hour;

  it('follows the domain discount by hours since the trial began', () => {
    expect(trialOffer(start, 8800, at(2))).toEqual({
      percent: TRIAL_DISCOUNTS.within24Hours,
      priceFen: 5456,
    });
    expect(trialOffer(start, 8800, at(30))).toEqual({
      percent: TRIAL_DISCOUNTS.within72Hours,
      priceFen: 6160,
    });
    expect(trialOffer(start, 8800, at(100))).toEqual({
      percent: TRIAL_DISCOUNTS.after72Hours,
      priceFen: 7040,
    });
  });
});
