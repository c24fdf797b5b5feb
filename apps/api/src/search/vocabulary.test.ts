import { describe, expect, it } from 'vitest';
import { SearchVocabulary, vocabularyOf } from './vocabulary.js';

describe('search vocabulary from the catalogue', () => {
  it('knows the category and style names it is given, and nothing of a catalogue it was not given', () => {
    const vocabulary = vocabularyOf(['灯具', '吊灯', '北欧'], []);
    expect(vocabulary.segment('北欧吊灯')).toEqual(['北欧', '吊灯']);
    expect(vocabulary.segment('北欧沙发')).toEqual(['北欧', '沙发']);
    expect(new SearchVocabulary([]).segment('北欧吊灯')).toEqual(['北欧吊灯']);
  });

  it('learns a phrase between known words once two titles use it', () => {
    const names = ['沙发', '现代'];
    const once = vocabularyOf(names, ['现代奢华沙发', '现代沙发']);
    expect(once.words.has('奢华')).toBe(false);
    const twice = vocabularyOf(names, ['现代奢华沙发', '奢华沙发']);
    expect(twice.words.has('奢华')).toBe(true);
    expect(twice.segment('奢华现代')).toEqual(['奢华', '现代']);
  });

  it('ignores single characters and phrases longer than four', () => {
    const vocabulary = vocabularyOf(
      ['沙发'],
      ['红沙发', '红沙发', '超级无敌长沙发', '超级无敌长沙发'],
    );
    expect(vocabulary.words.has('红')).toBe(false);
    expect(vocabulary.words.has('超级无敌长')).toBe(false);
  });
});
