export { default } from '@yunmo/config/eslint/node';
