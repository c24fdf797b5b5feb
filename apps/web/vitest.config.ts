export { default } from '@yunmo/config/vitest/jsdom';
