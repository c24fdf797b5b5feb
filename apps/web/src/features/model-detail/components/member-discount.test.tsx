import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemberDiscount, type OpenMembership } from './member-discount';
import { TestProviders } from '@/testing/providers';

let trialStartedAt: string | null = null;

beforeEach(() => {
  document.cookie = 'login=demo_trial; path=/';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string) => {
      const request =
        typeof input === 'string' ? new Request(new URL(input, 'http://localhost')) : input;
      const path = new URL(request.url).pathname;
      if (path === '/api/me')
        return Response.json({ userName: 'demo_trial', memberCategory: 2, trialStartedAt });
      if (path === '/api/membership')
        return Response.json({ priceFen: 6160, defaultPriceFen: 8800, originalPriceFen: 28800 });
      return new Response('{}', { status: 404 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'login=; Max-Age=0; path=/';
});

const opened: number[] = [];
const OpenMembershipStub: OpenMembership = ({ priceFen, onClose }) => {
  opened.push(priceFen);
  return (
    <div role="dialog" aria-label="开通年度会员">
      <button type="button" onClick={onClose}>
        关闭开通
      </button>
    </div>
  );
};

function renderDiscount() {
  render(
    <TestProviders toasts={false}>
      <MemberDiscount source="model-1" OpenMembership={OpenMembershipStub} />
    </TestProviders>,
  );
}

describe('the member discount', () => {
  it('shows the trial user the current discount and opens the membership purchase at that price', async () => {
    // 30 hours into the trial: the 24–72 h step, 70 % of 88.00.
    trialStartedAt = new Date(Date.now() - 30 * 3_600_000).toISOString();
    opened.length = 0;
    renderDiscount();
    await userEvent.click(await screen.findByRole('button', { name: '会员折扣 7折' }));
    const dialog = screen.getByRole('dialog', { name: '体验会员专享折扣' });
    expect(dialog).toHaveTextContent('当前 7 折¥61.60/年¥88.00/年');
    const tiers = within(dialog).getByRole('list', { name: '折扣规则' });
    expect(tiers).toHaveTextContent('24 小时内6.2 折 · ¥54.56');
    expect(tiers).toHaveTextContent('24–72 小时7 折 · ¥61.60');
    expect(tiers).toHaveTextContent('72 小时后8 折 · ¥70.40');
    expect(within(tiers).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: '立即开通 ¥61.60' }));
    expect(screen.getByRole('dialog', { name: '开通年度会员' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '体验会员专享折扣' })).not.toBeInTheDocument();
    expect(opened.at(-1)).toBe(6160);
    await userEvent.click(screen.getByRole('button', { name: '关闭开通' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not offered without a running trial', async () => {
    trialStartedAt = null;
    renderDiscount();
    // Let the user info arrive before saying the badge stays away.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /会员折扣/u })).not.toBeInTheDocument();
  });
});
