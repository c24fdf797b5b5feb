import preset from '@yunmo/config/vitest/node';
import { mergeConfig } from 'vitest/config';

export default mergeConfig(preset, {
  test: {
    // The run's seeded API databases, which createTestApi (@yunmo/api/testing) copies.
    globalSetup: ['test/global-setup.ts'],
  },
});
