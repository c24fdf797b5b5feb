import { HELP_MENU } from '@yunmo/domain/messages';
import { describe, expect, it } from 'vitest';
import { HELP_SECTIONS } from './help-content';

describe('help sections', () => {
  it('follow the side menu of the spec, in order', () => {
    expect(HELP_SECTIONS.map((section) => section.title)).toEqual([...HELP_MENU]);
  });
  it('each carry content', () => {
    for (const section of HELP_SECTIONS) expect(section.entries.length).toBeGreaterThan(0);
  });
  it('state the download rules with the spec’s figures, written as the rules write them', () => {
    const answers = HELP_SECTIONS.flatMap((section) =>
      section.entries.map((entry) => entry.answer),
    ).join('\n');
    expect(answers).toContain(
      '普通用户每天20次免费下载；极速下载达人（体验会员）与黄金会员每天30次免费下载。',
    );
    expect(answers).toContain(
      '普通用户下载会员模型每个2.2元；极速下载达人每月可免费下载20个会员模型，超出后每个2.2元；体验期内共可免费下载7个。付费模型按页面标价支付，未标价的3D/SU付费模型按0.2元',
    );
    expect(answers).not.toMatch(/云豆|下载币|渲染币|统一价格/u);
    // Gold is 99 a year (the yearly plan is 88), with its tickets, the upgrade and the render rate it really gets.
    expect(answers).toContain('黄金会员年费99元（原价158元）');
    expect(answers).toContain('赠送5张免费下载券');
    expect(answers).toContain('近12个月累计消费满1000元自动升级为黄金会员一年');
    expect(answers).toContain('黄金会员按0.022元/GHz·时计费（标准0.024元）');
    expect(answers).not.toContain('渲染九折');
    expect(answers).toContain('购买后72小时内可免费重复下载；超过3天重复下载收取0.2元流量费。');
  });
});
