import { availableParallelism } from 'node:os';
import preset from '@yunmo/config/vitest/node';
import { mergeConfig } from 'vitest/config';

export default mergeConfig(preset, {
  test: {
    // Two files at a time even on two cores (Vitest's default there is one): a file spends much of
    // its time waiting on PostgreSQL, child servers and timers, not on its own thread.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // @fastify/autoload imports route files itself; inlining it lets those imports go through Vitest's TypeScript loader.
    server: { deps: { inline: ['@fastify/autoload'] } },
    // The run's seeded databases, which test/helper.ts builds copy.
    globalSetup: ['test/global-setup.ts'],
  },
});
