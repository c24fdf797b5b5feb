import { ensurePgliteCatalogue, ensurePostgresCatalogue } from '/work/main/bench/search/catalogue.ts';
const t0 = Date.now();
await ensurePostgresCatalogue(1_000_000, 42);
console.log('pg done', (Date.now() - t0) / 1000);
await ensurePgliteCatalogue(100_000, 42);
console.log('pglite done', (Date.now() - t0) / 1000);
