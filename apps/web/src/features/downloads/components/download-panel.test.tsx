import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DAILY_FREE_DOWNLOADS, EXPERT_MEMBER_MODELS_PER_MONTH } from '@yunmo/domain/quota';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DownloadPanel } from './download-panel';
import { TestProviders } from '@/testing/providers';

const checks: unknown[] = [];

beforeEach(() => {
  checks.length = 0;
  document.cookie = 'login=demo_user; path=/';
  document.cookie = 'csrf=token; path=/';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string) => {
      const request =
        typeof input === 'string' ? new Request(new URL(input, 'http://localhost')) : input;
      if (new URL(request.url).pathname.endsWith('/download-check')) {
        checks.push(await request.json());
        return Response.json({
          step: 'message',
          text: '今日下载次数已用完',
          level: 'info',
          durationMs: 2000,
        });
      }
      return new Response('{}', { status: 404 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'login=; Max-Age=0; path=/';
});

function renderPanel(copyright: boolean, url = '/detail/max/model-1') {
  render(
    <MemoryRouter initialEntries={[url]}>
      <TestProviders>
        <DownloadPanel kind="max" uuid="model-1" versionId={7} free={false} copyright={copyright} />
      </TestProviders>
    </MemoryRouter>,
  );
}

describe('the copyright-model notice', () => {
  it('comes before a copyright version is downloaded; 已知晓 continues the download', async () => {
    renderPanel(true);
    await userEvent.click(screen.getByRole('button', { name: '立即下载' }));
    const notice = screen.getByRole('dialog', { name: '版权模型提示' });
    expect(notice).toHaveTextContent('版权归原作者所有');
    expect(checks).toEqual([]);
    await userEvent.click(within(notice).getByRole('button', { name: '已知晓' }));
    await waitFor(() => expect(checks).toEqual([{ flag: 1, versionId: 7 }]));
    expect(screen.queryByRole('dialog', { name: '版权模型提示' })).not.toBeInTheDocument();
  });

  it('cancels the download when it is closed', async () => {
    renderPanel(true);
    await userEvent.click(screen.getByRole('button', { name: '立即下载' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '立即下载' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Give a stray call the chance to happen before saying none did.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(checks).toEqual([]);
  });

  it('is not shown for other versions', async () => {
    renderPanel(false);
    await userEvent.click(screen.getByRole('button', { name: '立即下载' }));
    await waitFor(() => expect(checks).toEqual([{ flag: 1, versionId: 7 }]));
    expect(screen.queryByRole('dialog', { name: '版权模型提示' })).not.toBeInTheDocument();
  });
});

describe('the pay check', () => {
  it("sends the client flag and the page's ?source (spec §7.2: fileId, uuid, verify, flag, source)", async () => {
    renderPanel(false, '/detail/max/model-1?source=modelPc');
    await userEvent.click(screen.getByRole('button', { name: '立即下载' }));
    await waitFor(() => expect(checks).toEqual([{ flag: 1, source: 'modelPc', versionId: 7 }]));
  });

  it('drops a malformed ?source instead of sending it', async () => {
    renderPanel(false, '/detail/max/model-1?source=%3Cscript%3E');
    await userEvent.click(screen.getByRole('button', { name: '立即下载' }));
    await waitFor(() => expect(checks).toEqual([{ flag: 1, versionId: 7 }]));
  });
});

describe('the download instructions', () => {
  it('open from 下载说明 and state the rules from the domain constants', async () => {
    renderPanel(false);
    await userEvent.click(screen.getByRole('button', { name: '下载说明' }));
    const dialog = screen.getByRole('dialog', { name: '下载说明' });
    expect(dialog).toHaveTextContent(
      `普通用户每天可免费下载 ${String(DAILY_FREE_DOWNLOADS.ordinary)} 次`,
    );
    expect(dialog).toHaveTextContent(`每天可免费下载 ${String(DAILY_FREE_DOWNLOADS.member)} 次`);
    expect(dialog).toHaveTextContent(
      `每月可免费下载 ${String(EXPERT_MEMBER_MODELS_PER_MONTH)} 个会员模型，超出后每个 2.2 元`,
    );
    expect(dialog).toHaveTextContent('72 小时内重复下载免费，之后每次收取 0.2 元流量费');
    expect(dialog).toHaveTextContent('免费下载券 → 下载点 → 炫豆');
    await userEvent.click(within(dialog).getAllByRole('button', { name: '关闭' }).at(-1)!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(checks).toEqual([]);
  });
});
