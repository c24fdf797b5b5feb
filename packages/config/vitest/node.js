import { defineConfig } from 'vitest/config';

/** Vitest preset for Node packages: tests sit next to the code as *.test.ts. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
