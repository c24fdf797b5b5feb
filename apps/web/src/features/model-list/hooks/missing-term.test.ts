import { describe, expect, it } from 'vitest';
import { validateMissingTerm } from './missing-term';

describe('validateMissingTerm', () => {
  it('needs at least 2 characters', () => {
    expect(validateMissingTerm(' 灯 ')).toBe('字数最少2个');
    expect(validateMissingTerm('吊灯')).toBeNull();
  });
  it('allows at most 300', () => {
    expect(validateMissingTerm('字'.repeat(300))).toBeNull();
    expect(validateMissingTerm('字'.repeat(301))).not.toBeNull();
  });
});
