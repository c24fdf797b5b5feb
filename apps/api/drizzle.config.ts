import { defineConfig } from 'drizzle-kit';

// Every schema module (schema.ts and the *-schema.ts files beside it): a module left out here would
// make `drizzle-kit generate` drop its tables. src/db/drizzle-config.test.ts checks that generating
// on the unchanged schema yields nothing.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/*schema.ts',
  out: './drizzle',
});
