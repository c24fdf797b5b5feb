import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** Rules every package shares: typescript-eslint strict, type-aware. */
export function baseConfig({ tsconfigRootDir }) {
  return tseslint.config(
    {
      ignores: [
        'dist/**',
        'dist-ssr/**',
        'coverage/**',
        'node_modules/**',
        '*.config.*',
        'test-results/**',
      ],
    },
    js.configs.recommended,
    ...tseslint.configs.strict,
    {
      languageOptions: {
        parserOptions: { projectService: true, tsconfigRootDir },
      },
      rules: {
        '@typescript-eslint/consistent-type-imports': 'error',
        '@typescript-eslint/no-unused-vars': [
          'error',
          { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
        ],
        '@typescript-eslint/no-floating-promises': 'error',
        '@typescript-eslint/no-non-null-assertion': 'off',
      },
    },
  );
}
