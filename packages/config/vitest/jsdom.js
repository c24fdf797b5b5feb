import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** Vitest preset for React packages: jsdom, Testing Library matchers via the package's setup file. */
export default defineConfig({
  resolve: { alias: { '@': path.resolve(process.cwd(), 'src') } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    css: false,
    // Typing through user-event in jsdom is CPU-bound; on two busy cores a form test can pass 5 s.
    testTimeout: 20_000,
  },
});
