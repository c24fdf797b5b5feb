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
});
