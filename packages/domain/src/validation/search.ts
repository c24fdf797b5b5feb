/**
 * Search inputs: keyword at most 30 characters, author works search at most 20, album keyword
 * at most 30. Keywords are trimmed; an empty keyword is allowed (it lists everything).
 *
 * @module
 */
import { z } from 'zod';
import { LIST_MESSAGES } from '../messages.js';
import { SEARCH_INPUT_LIMITS } from '../search.js';

/** Message when the search bar keyword is longer than 30 characters. */
export const KEYWORD_TOO_LONG_MESSAGE = `搜索内容不能超过${String(SEARCH_INPUT_LIMITS.search)}个字符`;
/** Message when an album keyword is longer than 30 characters. */
export const ALBUM_KEYWORD_TOO_LONG_MESSAGE = `专辑关键词不能超过${String(SEARCH_INPUT_LIMITS.album)}个字符`;

/** The search bar keyword. */
export const keywordSchema = z
  .string()
  .trim()
  .max(SEARCH_INPUT_LIMITS.search, KEYWORD_TOO_LONG_MESSAGE);

/** The author works search; longer input is refused and no search is made. */
export const authorWorksKeywordSchema = z
  .string()
  .trim()
  .max(SEARCH_INPUT_LIMITS.authorWorks, LIST_MESSAGES.authorSearchTooLong);

/** The album keyword. */
export const albumKeywordSchema = z
  .string()
  .trim()
  .max(SEARCH_INPUT_LIMITS.album, ALBUM_KEYWORD_TOO_LONG_MESSAGE);
