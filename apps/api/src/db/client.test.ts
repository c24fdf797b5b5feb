import { describe, expect, it } from 'vitest';
import { pgliteExtensions } from './client.js';

describe('PGlite extensions', () => {
  it('loads one contrib side module only, so PGlite never has to link two', () => {
    expect(Object.keys(pgliteExtensions)).toEqual(['cube']);
  });
});
