export { default } from '@yunmo/config/eslint/domain';
