import { describe, expect, it } from 'vitest';
import type { DbClient } from '../db/client.js';
import { buildingCatalogueIndex, catalogueIndexBuilt } from './catalogue-index.js';

/** Only its identity matters here: builds are tracked per database client. */
const client = () => ({}) as DbClient;
const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('waiting for a whole-catalogue index build', () => {
  it('lets a search through at once when nothing is being built', async () => {
    let through = false;
    void catalogueIndexBuilt(client()).then(() => (through = true));
    await turn();
    expect(through).toBe(true);
  });

  it('holds searches until the build of their own database ends, failed or not', async () => {
    const db = client();
    const other = client();
    let fail: (error: Error) => void = () => {};
    buildingCatalogueIndex(
      db,
      new Promise((_resolve, reject) => {
        fail = reject;
      }),
    );
    let through = false;
    let otherThrough = false;
    void catalogueIndexBuilt(db).then(() => (through = true));
    void catalogueIndexBuilt(other).then(() => (otherThrough = true));
    await turn();
    expect(through).toBe(false);
    expect(otherThrough).toBe(true);
    fail(new Error('renders failed'));
    await turn();
    expect(through).toBe(true);
  });
});
