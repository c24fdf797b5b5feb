import { LegacyError } from '../http/legacy-error.js';

/** A folder that does not exist or belongs to someone else: the same answer, so ids reveal nothing. */
export const folderNotFound = () => new LegacyError(404, '收藏夹不存在');
export const feedbackNotFound = () => new LegacyError(404, '反馈不存在');
