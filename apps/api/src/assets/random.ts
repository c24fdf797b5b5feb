import { Rng } from '@yunmo/asset-gen/random';

/** The catalogue's seeded PRNG: the asset generator's, so a seed always yields the same catalogue. */
export { Rng as SeededRandom };

/** A deterministic RFC 4122-shaped UUID from a seed and a number. */
export function seededUuid(seed: number, namespace: number, value: number): string {
  const random = new Rng((seed * 2654435761) ^ (namespace * 40503) ^ value);
  let hex = '';
  for (let index = 0; index < 4; index += 1)
    hex += Math.floor(random.next() * 0x100000000)
      .toString(16)
      .padStart(8, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
