/**
 * Re-ranking of search-by-image hits: by detail vectors of the candidates, then by the
 * subcategories of the nearest models.
 *
 * The first stage finds the exact model among its 40 nearest for most pictures, but in the first
 * ten less often: models of one archetype have nearly the same outline. The detail vectors (a colour
 * histogram of each indexed picture, read only for the 40 candidates) tell them apart, so each
 * candidate's score is its distance plus a weight times its detail distance (ADR 0055).
 *
 * The shape descriptor finds the exact model well, but flat and box-like objects of other kinds
 * (curtains, rugs, wall art, buildings) crowd the lower ranks. The nearest few hits mostly share
 * the query's subcategory, so their subcategories vote (weighted by rank) for what the picture
 * shows, and the remaining hits are re-ordered with their distance discounted by their
 * subcategory's share of the vote. The first three hits, and any near-duplicate of the picture,
 * keep their places, so a screenshot of a preview that finds its model among the first three by
 * distance still does after the vote.
 *
 * @module
 */
import { z } from 'zod';
import type { ImageSearchHit } from './knn-index.js';

/**
 * The default embedder's distance at or below which a hit counts as the picture itself: the 1st
 * percentile of the nearest hit's distance for pictures the catalogue does not hold (renders from
 * other angles, scene crops) on the validation set of bench/image-search (seeds from 700,000). Half
 * of the crops of catalogue thumbnails find their model closer than this (ADR 0042).
 */
export const NEAR_DUPLICATE_DISTANCE = 0.22;

/** Settings of the vote (defaults chosen on validation sets apart from the benchmark's: ADR 0040, ADR 0042). */
export interface SubcategoryVoteOptions {
  /** Nearest hits that vote. */
  readonly voters?: number;
  /** How much a full vote discounts a hit's distance (0 none, 1 all). */
  readonly strength?: number;
  /** Hits that keep their places at the top. */
  readonly keep?: number;
  /**
   * Distance at or below which a hit is the searched picture itself (a crop or screenshot of a
   * catalogue render): every such hit keeps its place at the top, however many there are.
   */
  readonly nearDuplicate?: number;
}

/** A hit with the score it is ordered by (the distance, or the distance plus the detail term). */
export interface ScoredHit extends ImageSearchHit {
  readonly score?: number;
}

/** Settings of the detail re-ranking (defaults chosen on the validation set, ADR 0055). */
export interface DetailRerankOptions {
  /** Weight of the detail distance against the first stage's distance. */
  readonly weight?: number;
  /** Near-duplicates of the picture keep their places ahead of the re-ranked hits. */
  readonly nearDuplicate?: number;
}

const detailOptionsSchema = z.object({
  weight: z.number().min(0).max(100).default(0.6),
  nearDuplicate: z.number().min(0).default(NEAR_DUPLICATE_DISTANCE),
});

/**
 * The hits ordered by distance plus `weight` times their detail distance (`detailDistanceOf`: the
 * distance between the query's detail vectors and the nearest of the model's). A model without detail
 * vectors (indexed before they existed) gets the candidates' mean detail distance, neither helped nor
 * pushed down; without any, the distance order stays. Near-duplicates of the picture stay first, in
 * distance order.
 */
export function rerankByDetail(
  hits: readonly ImageSearchHit[],
  detailDistanceOf: (modelId: number) => number | undefined,
  options: DetailRerankOptions = {},
): ScoredHit[] {
  const { weight, nearDuplicate } = detailOptionsSchema.parse(options);
  const keep = hits.filter((hit) => hit.distance <= nearDuplicate).length;
  const rest = hits.slice(keep).map((hit, position) => {
    const detail = detailDistanceOf(hit.modelId);
    return {
      hit,
      position,
      detail: detail !== undefined && Number.isFinite(detail) ? detail : undefined,
    };
  });
  const known = rest.flatMap(({ detail }) => (detail === undefined ? [] : [detail]));
  if (known.length === 0) return [...hits];
  const fallback = known.reduce((sum, detail) => sum + detail, 0) / known.length;
  const scored = rest
    .map(({ hit, position, detail }) => ({
      hit,
      position,
      score: hit.distance + weight * (detail ?? fallback),
    }))
    // Ties keep the distance order.
    .sort((a, b) => a.score - b.score || a.position - b.position)
    .map(({ hit, score }) => ({ ...hit, score }));
  return [...hits.slice(0, keep), ...scored];
}

const optionsSchema = z.object({
  voters: z.number().int().min(1).max(1_000).default(5),
  strength: z.number().min(0).max(1).default(0.9),
  keep: z.number().int().min(0).max(1_000).default(3),
  nearDuplicate: z.number().min(0).default(NEAR_DUPLICATE_DISTANCE),
});

/**
 * The hits re-ordered by subcategory votes, in the order they come (nearest first, or by the
 * detail re-ranking's score, which then stands for the distance). `subcategoryOf` gives a model's
 * subcategory; hits without one (a model deleted since it was indexed) keep their score and vote
 * for nothing.
 */
export function rerankBySubcategoryVotes<T extends ScoredHit>(
  hits: readonly T[],
  subcategoryOf: (modelId: number) => number | string | undefined,
  options: SubcategoryVoteOptions = {},
): T[] {
  const { voters, strength, keep: keepFirst, nearDuplicate } = optionsSchema.parse(options);
  // Near-duplicates come first (nearest first, and the detail re-ranking keeps them first).
  const keep = Math.max(keepFirst, hits.filter((hit) => hit.distance <= nearDuplicate).length);
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
    .map((hit, position) => ({
      hit,
      position,
      score: (hit.score ?? hit.distance) * (1 - strength * share(hit)),
    }))
    // Ties keep the distance order.
    .sort((a, b) => a.score - b.score || a.position - b.position)
    .map(({ hit }) => hit);
  return [...hits.slice(0, keep), ...rest];
}
