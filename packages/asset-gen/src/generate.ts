import { type AssetBuilder } from './builder.js';
import { hashString, Rng } from './random.js';
import { archetypeByItem } from './catalogue.js';
import type { ArchetypeContext } from './parts.js';
import type { Asset } from './types.js';

export interface GenerateInput {
  /** The seed's second-level category name ('沙发', '吊灯', '古建筑', ...). */
  subcategory: string;
  /** The item phrase of the title ('转角沙发', '牌坊', ...). */
  item: string;
  seed: number;
  /** The style name ('新中式', '北欧', ...), which steers materials and colours. */
  style?: string;
}

export class UnknownItemError extends Error {
  constructor(subcategory: string, item: string) {
    super(`no archetype for ${subcategory}/${item}`);
  }
}

/** Whether an item phrase has an archetype (the seed only uses items that do). */
export function hasArchetype(item: string): boolean {
  return archetypeByItem.has(item);
}

/** The archetype id an item is built with. */
export function archetypeOf(item: string): string | undefined {
  return archetypeByItem.get(item)?.id;
}

/** Deterministic: the same input always gives the same asset, to the byte. */
export function generateAsset(input: GenerateInput): Asset {
  const entry = archetypeByItem.get(input.item);
  if (!entry) throw new UnknownItemError(input.subcategory, input.item);
  const context: ArchetypeContext = {
    rng: new Rng(
      (input.seed * 2654435761) ^
        hashString(`${input.subcategory}/${input.item}/${input.style ?? ''}`),
    ),
    item: input.item,
    style: input.style ?? '',
  };
  const builder: AssetBuilder = entry.build(context);
  return builder.build(entry.id);
}
