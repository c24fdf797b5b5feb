import { describe, expect, it } from 'vitest';
import { readShippedPackages } from '../assets/shipped-packages.js';
import { readShippedIndex } from '../image-index/shipped-index.js';
import { readShippedCovers } from '../previews/shipped-covers.js';

// The browser journeys' API seeds 42 / 300 (apps/web/e2e/global-setup.ts). Fails when the
// generator, the renderer or the embedder changed without writing these files again
// (`first-start:ship -- --count 300` and `image-index:ship -- --count 300`, ADR 0064); the seed
// would then build, render and describe the whole catalogue before the first journey.
describe('the journeys’ catalogue (seed 42, 300 models)', () => {
  it('ships this build’s package checksums, covers and image index', async () => {
    const [packages, covers, index] = await Promise.all([
      readShippedPackages(42, 300),
      readShippedCovers(42, 300),
      readShippedIndex(42, 300),
    ]);
    expect({
      packages:
        packages.packages === null ? packages.reason : packages.packages.data.packages.length,
      covers: covers.covers === null ? covers.reason : covers.covers.data.covers.length,
      index: index.index === null ? index.reason : index.index.data.models.length,
    }).toEqual({
      packages: expect.any(Number) as number,
      covers: expect.any(Number) as number,
      index: expect.any(Number) as number,
    });
  });
});
