import globals from 'globals';
import { baseConfig } from './base.js';

/** ESLint flat config for Node packages (apps/api, apps/bff, packages/api-contract). */
export default [
  ...baseConfig({ tsconfigRootDir: process.cwd() }),
  { languageOptions: { globals: globals.node } },
];
