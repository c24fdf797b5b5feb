/**
 * The new favourites folder form: name required, at most 30 characters.
 *
 * @module
 */
import { z } from 'zod';
import { FAVOURITE_CATEGORY_CODES } from '../asset-kinds.js';
import { FAVOURITE_MESSAGES } from '../messages.js';

/** Folder names hold at most 30 characters. */
export const FOLDER_NAME_MAX = 30;

/** The folder name, trimmed. */
export const folderNameSchema = z
  .string(FAVOURITE_MESSAGES.folderNameRequired)
  .trim()
  .min(1, FAVOURITE_MESSAGES.folderNameRequired)
  .max(FOLDER_NAME_MAX, FAVOURITE_MESSAGES.folderNameTooLong);

const favouriteCategory = z.union(
  Object.values(FAVOURITE_CATEGORY_CODES).map((code) => z.literal(code)) as [
    z.ZodLiteral<1>,
    z.ZodLiteral<2>,
    z.ZodLiteral<3>,
    z.ZodLiteral<4>,
    z.ZodLiteral<6>,
  ],
);

/** The create-folder call (`category`, `favoritesFolderName`). */
export const favouritesFolderSchema = z.object({
  category: favouriteCategory,
  favoritesFolderName: folderNameSchema,
});

/** A valid create-folder request. */
export type FavouritesFolder = z.output<typeof favouritesFolderSchema>;

/** True while the confirm button must stay disabled (name empty after trimming). */
export function isFolderNameEmpty(name: string): boolean {
  return name.trim() === '';
}
