/**
 * The root entry: every contract module as a namespace. Each is also its own subpath
 * (`@yunmo/api-contract/models`); the OpenAPI documents are `./openapi.json` and `./legacy-openapi.json`.
 */
export * as accounts from './accounts.js';
export * as albums from './albums.js';
export * as apiTokens from './api-tokens.js';
export * as authorConsent from './author-consent.js';
export * as authors from './authors.js';
export * as channels from './channels.js';
export * as common from './common.js';
export * as downloads from './downloads.js';
export * as home from './home.js';
export * as imageSearch from './image-search.js';
export * as kinds from './kinds.js';
export * as messages from './messages.js';
export * as modelDetail from './model-detail.js';
export * as models from './models.js';
export * as notices from './notices.js';
export * as openapi from './openapi.js';
export * as openapiDocs from './openapi-docs.js';
export * as problems from './problems.js';
export * as payments from './payments.js';
export * as rankings from './rankings.js';
export * as route from './route.js';
export * as routes from './routes.js';
export * as search from './search.js';
export * as session from './session.js';
export * as siteCalls from './site-calls.js';
export * as survey from './survey.js';
export * as versionConversions from './version-conversions.js';
export * as v1Calls from './v1/calls.js';
export * as v1Codes from './v1/codes.js';
export * as v1OpenApi from './v1/openapi.js';
export * as v1Payloads from './v1/payloads.js';
export type * as apiTypes from './generated/api-types.js';
