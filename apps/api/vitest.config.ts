import preset from '@yunmo/config/vitest/node';
import { mergeConfig } from 'vitest/config';

// @fastify/autoload imports route files itself; inlining it lets those imports go through Vitest's TypeScript loader.
export default mergeConfig(preset, {
  test: { server: { deps: { inline: ['@fastify/autoload'] } } },
});
