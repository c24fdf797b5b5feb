/**
 * "Submit a search term that found no model": 2 to 300 characters. The input shows
 * minlength 20, but only 2 is enforced.
 *
 * @module
 */
import { z } from 'zod';
import { FEEDBACK_MESSAGES } from '../messages.js';

/** Suggestion length limits. */
export const SEARCH_SUGGESTION_LENGTH = { min: 2, max: 300 } as const;

/** The suggestion submission (`msg`). */
export const searchSuggestionSchema = z.object({
  msg: z
    .string()
    .trim()
    .min(SEARCH_SUGGESTION_LENGTH.min, FEEDBACK_MESSAGES.suggestionTooShort)
    .max(SEARCH_SUGGESTION_LENGTH.max, `字数不能超过${String(SEARCH_SUGGESTION_LENGTH.max)}`),
});

/** A valid suggestion. */
export type SearchSuggestion = z.output<typeof searchSuggestionSchema>;
