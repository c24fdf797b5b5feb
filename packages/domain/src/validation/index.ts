/** Every form schema, each as a namespace (also importable as `@yunmo/domain/validation/<name>`). */
export * as authorCover from './author-cover.js';
export * as errorReport from './error-report.js';
export * as experienceFeedback from './experience-feedback.js';
export * as favouritesFolder from './favourites-folder.js';
export * as feedback from './feedback.js';
export * as imageFile from './image-file.js';
export * as imageSearch from './image-search.js';
export * as membershipReason from './membership-reason.js';
export * as search from './search.js';
export * as searchSuggestion from './search-suggestion.js';
export * as survey from './survey.js';
