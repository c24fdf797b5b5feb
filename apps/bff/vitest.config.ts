import { availableParallelism } from 'node:os';
import preset from '@yunmo/config/vitest/node';
import { mergeConfig } from 'vitest/config';

export default mergeConfig(preset, {
  test: {
    // Two files at a time even on two cores (Vitest's default there is one): a file spends much of
    // its time waiting on PostgreSQL, child servers and timers, not on its own thread.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The run's seeded API databases, which createTestApi (@yunmo/api/testing) copies.
    globalSetup: ['test/global-setup.ts'],
  },
});
