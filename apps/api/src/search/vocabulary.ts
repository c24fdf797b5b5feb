import { albumLabelNames, albumThemes, modifiers, styleNames, taxonomyByKind } from '../seed/taxonomy.js';

/** Words the keyword segmenter knows: the catalogue's categories, item phrases, styles and modifiers. */
function buildVocabulary(): Set<string> {
  const words = new Set<string>(['组合', '套装', '贴图', '材质', '资产', '模型', '场景', '简约', '三人', '双人', '单人', '儿童', '客厅', '卧室', '餐厅']);
  for (const firstLevel of Object.values(taxonomyByKind)) {
    for (const category of firstLevel) {
      words.add(category.name);
      for (const child of category.children) {
        words.add(child.name);
        for (const item of child.items) words.add(item);
      }
    }
  }
  for (const word of [...styleNames, ...modifiers, ...albumLabelNames, ...albumThemes]) if (word) words.add(word);
  return words;
}

export const vocabulary: ReadonlySet<string> = buildVocabulary();
export const longestWord = Math.max(...[...vocabulary].map((word) => Array.from(word).length));

/**
 * Forward maximum matching over the vocabulary: "现代沙发" -> ["现代", "沙发"]. Characters outside any known
 * word stay together as one run, so an unknown phrase must still appear contiguously.
 */
export function segmentHanRun(run: string): string[] {
  const characters = Array.from(run);
  const segments: string[] = [];
  let unknown = '';
  let index = 0;
  while (index < characters.length) {
    let matched = '';
    for (let length = Math.min(longestWord, characters.length - index); length >= 2; length -= 1) {
      const candidate = characters.slice(index, index + length).join('');
      if (vocabulary.has(candidate)) {
        matched = candidate;
        break;
      }
    }
    if (matched) {
      if (unknown) segments.push(unknown);
      unknown = '';
      segments.push(matched);
      index += Array.from(matched).length;
    } else {
      unknown += characters[index]!;
      index += 1;
    }
  }
  if (unknown) segments.push(unknown);
  return segments;
}
