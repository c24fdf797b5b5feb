/** A small seeded PRNG (mulberry32) so a seed always yields the same catalogue. */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let value = this.state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  }

  int(minInclusive: number, maxInclusive: number): number {
    return minInclusive + Math.floor(this.next() * (maxInclusive - minInclusive + 1));
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }
}

/** A deterministic RFC 4122-shaped UUID from a seed and a number. */
export function seededUuid(seed: number, namespace: number, value: number): string {
  const random = new SeededRandom((seed * 2654435761) ^ (namespace * 40503) ^ value);
  let hex = '';
  for (let index = 0; index < 4; index += 1) hex += Math.floor(random.next() * 0x100000000).toString(16).padStart(8, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
