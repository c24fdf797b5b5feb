/**
 * Re-ranking of search-by-image hits by the subcategories of the nearest models.
 *
 * The shape descriptor finds the exact model well, but flat and box-like objects of other kinds
 * (curtains, rugs, wall art, buildings) crowd the lower ranks. The nearest few hits mostly share
 * the query's subcategory, so their subcategories vote (weighted by rank) for what the picture
 * shows, and the remaining hits are re-ordered with their distance discounted by their
 * subcategory's share of the vote. The first hits keep their places, so a near-exact match is
 * never pushed down by the vote.
 *
 * @module
 */
import { z } from 'zod';
import type { ImageSearchHit } from './knn-index.js';

/** Settings of the vote (defaults chosen on a validation set apart from the benchmark's, with bench/image-search/tune.ts). */
export interface SubcategoryVoteOptions {
  /** Nearest hits that vote. */
  readonly voters?: number;
  /** How much a full vote discounts a hit's distance (0 none, 1 all). */
  readonly strength?: number;
  /** Hits that keep their places at the top. */
  readonly keep?: number;
}

const optionsSchema = z.object({
  voters: z.number().int().min(1).max(1_000).default(5),
  strength: z.number().min(0).max(1).default(0.9),
  keep: z.number().int().min(0).max(1_000).default(2),
});

/**
 * The hits re-ordered by subcategory votes. `subcategoryOf` gives a model's subcategory; hits
 * without one (a model deleted since it was indexed) keep their distance and vote for nothing.
 */
export function rerankBySubcategoryVotes(
  hits: readonly ImageSearchHit[],
  subcategoryOf: (modelId: number) => number | string | undefined,
  options: SubcategoryVoteOptions = {},
): ImageSearchHit[] {
  const { voters, strength, keep } = optionsSchema.parse(options);
  const tally = new Map<number | string, number>();
  let total = 0;
  hits.slice(0, voters).forEach((hit, rank) => {
    const weight = 1 / (rank + 1);
    total += weight;
    const subcategory = subcategoryOf(hit.modelId);
    if (subcategory !== undefined) tally.set(subcategory, (tally.get(subcategory) ?? 0) + weight);
  });
  const share = (hit: ImageSearchHit) => {
    const subcategory = subcategoryOf(hit.modelId);
    return total > 0 && subcategory !== undefined ? (tally.get(subcategory) ?? 0) / total : 0;
  };
  const rest = hits
    .slice(keep)
    .map((hit, position) => ({ hit, position, score: hit.distance * (1 - strength * share(hit)) }))
    // Ties keep the distance order.
    .sort((a, b) => a.score - b.score || a.position - b.position)
    .map(({ hit }) => hit);
  return [...hits.slice(0, keep), ...rest];
}
