export { default } from '@yunmo/config/vitest/domain';
