import { baseConfig } from './base.js';

/**
 * packages/domain is imported by browsers, the BFF and the API alike, so it may not depend on
 * React, Node built-ins or Fastify.
 */
export default [
  ...baseConfig({ tsconfigRootDir: process.cwd() }),
  {
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'react/*', '@reduxjs/*'],
              message: 'packages/domain must stay free of React.',
            },
            {
              group: [
                'node:*',
                'fs',
                'path',
                'crypto',
                'http',
                'https',
                'os',
                'url',
                'stream',
                'buffer',
                'child_process',
              ],
              message: 'packages/domain must stay free of Node built-ins.',
            },
            {
              group: ['fastify', 'fastify-*', '@fastify/*'],
              message: 'packages/domain must stay free of Fastify.',
            },
          ],
        },
      ],
    },
  },
];
