import preset from '@yunmo/config/vitest/node';
import { mergeConfig } from 'vitest/config';

export default mergeConfig(preset, {
  test: {
    // @fastify/autoload imports route files itself; inlining it lets those imports go through Vitest's TypeScript loader.
    server: { deps: { inline: ['@fastify/autoload'] } },
    // The run's seeded databases, which test/helper.ts builds copy.
    globalSetup: ['test/global-setup.ts'],
  },
});
