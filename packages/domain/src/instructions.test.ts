import { describe, expect, it } from 'vitest';
import { downloadInstructionSections, shortYuan } from './instructions.js';
import { DETAIL_DIALOG_MESSAGES, USAGE_INSTRUCTIONS } from './messages.js';
import { choosePaymentMethod, DOWNLOAD_PAYMENT_PRIORITY } from './quota.js';

const text = () =>
  downloadInstructionSections()
    .flatMap((section) => section.lines)
    .join('\n');

describe('download instructions', () => {
  it('writes yuan the way the rules are written', () => {
    expect(shortYuan(220)).toBe('2.2');
    expect(shortYuan(20)).toBe('0.2');
    expect(shortYuan(100)).toBe('1');
    expect(shortYuan(120)).toBe('1.2');
    expect(shortYuan(2000)).toBe('20');
  });

  it('states the spec §9 rules', () => {
    const all = text();
    expect(all).toContain('普通用户每天可免费下载 20 次');
    expect(all).toContain('每天可免费下载 30 次');
    expect(all).toContain('每月可免费下载 20 个会员模型，超出后每个 2.2 元');
    expect(all).toContain('72 小时内重复下载免费，之后每次收取 0.2 元流量费');
    expect(all).toContain('黄金会员与极速下载达人重复下载始终免费');
    expect(all).toContain('免费下载券 → 下载点 → 炫豆');
  });

  it('states the price a paid download really costs, never a unified 1.2', () => {
    const all = text();
    expect(all).toContain(
      '付费模型按页面标价支付，标价不超过 4 元（作者未改价时为 2.8 元），未标价的 3D/SU 付费模型按 0.2 元',
    );
    expect(all).not.toContain('1.2');
    expect(all).not.toMatch(/云豆|下载币/u);
  });

  it('lists the payment order choosePaymentMethod follows', () => {
    const rich = { tickets: 1, downloadPointsFen: 1000, beansFen: 1000 };
    expect(choosePaymentMethod(120, rich)).toBe(DOWNLOAD_PAYMENT_PRIORITY[0]);
    expect(choosePaymentMethod(120, { ...rich, tickets: 0 })).toBe(DOWNLOAD_PAYMENT_PRIORITY[1]);
    expect(choosePaymentMethod(120, { ...rich, tickets: 0, downloadPointsFen: 0 })).toBe(
      DOWNLOAD_PAYMENT_PRIORITY[2],
    );
  });
});

describe('detail dialog texts', () => {
  it('has usage instructions for every kind', () => {
    expect(Object.keys(USAGE_INSTRUCTIONS).sort()).toEqual(['mapping', 'max', 'su', 'ue4', 'uec']);
    expect(USAGE_INSTRUCTIONS.mapping.software).toContain('HDR');
  });

  it('names the copyright notice', () => {
    expect(DETAIL_DIALOG_MESSAGES.copyrightNoteLink).toBe('版权说明');
    expect(DETAIL_DIALOG_MESSAGES.downloadInstructionsLink).toBe('下载说明');
  });
});
