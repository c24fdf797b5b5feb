import { describe, expect, it } from 'vitest';
import { CATALOGUE_WINDOWS, GridColourEmbedder, euclideanDistance } from './embedding.js';
import {
  QUERY_TRANSFORMS,
  createRandom,
  syntheticImage,
  transformForQuery,
} from './synthetic-images.js';

const embedder = new GridColourEmbedder();

/** Best distance between any query window and any catalogue window. */
function bestDistance(query: Float32Array[], catalogue: Float32Array[]): number {
  let best = Infinity;
  for (const a of query) for (const b of catalogue) best = Math.min(best, euclideanDistance(a, b));
  return best;
}

describe('GridColourEmbedder', () => {
  it('gives unit-length vectors of the declared size, one per catalogue window', async () => {
    const vectors = await embedder.embed(await syntheticImage(1), 'catalogue');
    expect(vectors).toHaveLength(CATALOGUE_WINDOWS.length);
    for (const vector of vectors) {
      expect(vector).toHaveLength(embedder.dimensions);
      expect(Math.hypot(...vector)).toBeCloseTo(1, 5);
    }
    expect(embedder.dimensions).toBeLessThanOrEqual(100);
  });

  it('is deterministic', async () => {
    const image = await syntheticImage(2);
    const first = await embedder.embed(image, 'query');
    const second = await embedder.embed(image, 'query');
    expect(first.map((vector) => Array.from(vector))).toEqual(
      second.map((vector) => Array.from(vector)),
    );
  });

  it('keeps every transformed query closer to its original than to the other pictures', async () => {
    const catalogue = await Promise.all(
      Array.from({ length: 24 }, async (_, index) =>
        embedder.embed(
          await syntheticImage(index, { sharedBackground: index % 2 === 0 }),
          'catalogue',
        ),
      ),
    );
    const random = createRandom(11);
    for (const transform of QUERY_TRANSFORMS) {
      for (const original of [3, 8, 15]) {
        const picture = await syntheticImage(original, { sharedBackground: original % 2 === 0 });
        const query = await embedder.embed(
          await transformForQuery(picture, transform, random),
          'query',
        );
        const distances = catalogue.map((windows) => bestDistance(query, windows));
        const nearest = distances.indexOf(Math.min(...distances));
        expect({ transform, original, nearest }).toEqual({
          transform,
          original,
          nearest: original,
        });
      }
    }
  });

  it('finds the picture inside a screenshot frame and without uniform borders', async () => {
    const picture = await syntheticImage(5);
    const framed = await transformForQuery(picture, 'ui-frame', createRandom(3));
    // Whole, trimmed (nothing to trim here: the frame is not uniform) and the embedded picture.
    const windows = await embedder.embed(framed, 'query');
    expect(windows.length).toBeGreaterThan((await embedder.embed(picture, 'query')).length);
  });

  it('refuses a configuration the cube index cannot hold', () => {
    expect(() => new GridColourEmbedder({ lightnessGrid: 10, colourGrid: 4 })).toThrow(RangeError);
  });
});
