export { default } from '@yunmo/config/eslint/react';
