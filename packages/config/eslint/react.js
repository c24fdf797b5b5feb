import fs from 'node:fs';
import path from 'node:path';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { baseConfig } from './base.js';
import { boundariesPlugin } from './boundaries.js';

const cwd = process.cwd();
const featuresDir = path.join(cwd, 'src', 'features');
const features = fs.existsSync(featuresDir)
  ? fs
      .readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

/**
 * Features may not import each other (shared code flows into features, features into app), and
 * shared code may not import features or app.
 */
const boundaryRules = features.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: features
              .filter((f) => f !== feature)
              .flatMap((f) => [
                `@/features/${f}`,
                `@/features/${f}/*`,
                `**/features/${f}`,
                `**/features/${f}/*`,
              ]),
            message:
              'Features may not import each other; move shared code to src/lib or packages/ui.',
          },
          {
            group: ['@/app', '@/app/*', '**/app/*'],
            message: 'Features may not import from src/app.',
          },
        ],
      },
    ],
  },
}));

/** The same boundaries on resolved paths: relative imports (`../other-feature/x`) cannot slip past them. */
const resolvedBoundaries = {
  files: ['src/**/*.{ts,tsx}'],
  plugins: { yunmo: boundariesPlugin },
  rules: {
    'yunmo/import-boundaries': [
      'error',
      {
        root: cwd,
        alias: { prefix: '@/', dir: 'src' },
        zones: [
          ...features.map((feature) => ({
            from: `src/features/${feature}`,
            disallow: features.filter((f) => f !== feature).map((f) => `src/features/${f}`),
            message:
              'Features may not import each other; move shared code to src/lib or packages/ui.',
          })),
          {
            from: 'src/features',
            disallow: ['src/app'],
            message: 'Features may not import from src/app.',
          },
          {
            from: 'src/lib',
            disallow: ['src/features', 'src/app'],
            message: 'Shared code may not import features or app.',
          },
          {
            from: 'src/components',
            disallow: ['src/features', 'src/app'],
            message: 'Shared code may not import features or app.',
          },
        ],
      },
    ],
  },
};

/** ESLint flat config for React packages (apps/web, packages/ui). */
export default [
  ...baseConfig({ tsconfigRootDir: cwd }),
  { languageOptions: { globals: { ...globals.browser } } },
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  ...boundaryRules,
  resolvedBoundaries,
  {
    files: ['src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/app/*', '**/features/*'],
              message: 'Shared code may not import features or app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['e2e/**/*.ts', '**/*.test.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node } },
  },
];
