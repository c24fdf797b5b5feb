export { default } from '@yunmo/config/vitest/node';
