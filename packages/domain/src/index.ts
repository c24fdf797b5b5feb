/**
 * The root entry: every module as a namespace, for consumers that want one import. Each module is
 * also its own subpath (`@yunmo/domain/filter-code`), which bundles only what it uses.
 */
export * as abuseLimits from './abuse-limits.js';
export * as accounts from './accounts.js';
export * as apiTokens from './api-tokens.js';
export * as assetKinds from './asset-kinds.js';
export * as authorName from './author-name.js';
export * as clientAddress from './client-address.js';
export * as dailyRules from './daily-rules.js';
export * as downloadDecision from './download-decision.js';
export * as downloadFlow from './download-flow.js';
export * as feesAndSorts from './fees-and-sorts.js';
export * as filterCode from './filter-code.js';
export * as instructions from './instructions.js';
export * as messages from './messages.js';
export * as money from './money.js';
export * as orders from './orders.js';
export * as paging from './paging.js';
export * as previews from './previews.js';
export * as privacy from './privacy.js';
export * as quota from './quota.js';
export * as returnPath from './return-path.js';
export * as search from './search.js';
export * as seo from './seo.js';
export * as shutdown from './shutdown.js';
export * as spaRoutes from './spa-routes.js';
export * as userMessages from './user-messages.js';
export * as visitCounter from './visit-counter.js';
export * as validation from './validation/index.js';
