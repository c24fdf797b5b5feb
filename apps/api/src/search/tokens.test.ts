import { describe, expect, it } from 'vitest';
import { analyseKeyword, highlightTitle, titleTokens } from './tokens.js';
import { vocabularyOf } from './vocabulary.js';

/** A catalogue whose categories name 沙发 and whose styles name 现代. */
const vocabulary = vocabularyOf(['家具', '沙发', '现代'], []);

describe('title tokens', () => {
  it('indexes Chinese unigrams and bigrams, latin words, the model number and the id', () => {
    const tokens = titleTokens('现代VRay三人沙发', 'M00000007', 7);
    expect(tokens).toEqual(
      expect.arrayContaining(['现代', '三人', '沙发', '沙', 'vray', 'm00000007', '#7']),
    );
    expect(tokens).not.toContain('代v');
  });
});

describe('keyword analysis', () => {
  it('segments known words and requires their bigrams', () => {
    const analysis = analyseKeyword(' 现代沙发 ', vocabulary);
    expect(analysis.terms).toEqual(['现代', '沙发']);
    expect(analysis.requiredTokens).toEqual(['现代', '沙发']);
    expect(analysis.numericId).toBeNull();
  });

  it('keeps unknown runs contiguous and single characters as unigrams', () => {
    expect(analyseKeyword('红沙发', vocabulary).terms).toEqual(['红', '沙发']);
    expect(analyseKeyword('红', vocabulary).requiredTokens).toEqual(['红']);
    expect(analyseKeyword('甲乙丙', vocabulary).requiredTokens).toEqual(['甲乙', '乙丙']);
  });

  it('recognises numeric ids and lower-cases latin words', () => {
    expect(analyseKeyword('1234', vocabulary).numericId).toBe(1234);
    expect(analyseKeyword('VRay 沙发', vocabulary).terms).toEqual(['沙发', 'vray']);
    expect(analyseKeyword("'; drop --", vocabulary).terms).toEqual(['drop']);
    expect(analyseKeyword('%_', vocabulary).requiredTokens).toEqual([]);
  });
});

describe('highlight', () => {
  it('wraps every matched term in <em> and escapes the rest', () => {
    expect(highlightTitle('现代简约三人沙发组合', ['现代', '沙发'])).toBe(
      '<em>现代</em>简约三人<em>沙发</em>组合',
    );
    expect(highlightTitle('<b>沙发</b>', ['沙发'])).toBe('&lt;b&gt;<em>沙发</em>&lt;/b&gt;');
    expect(highlightTitle('VRay灯', ['vray'])).toBe('<em>VRay</em>灯');
  });
});
