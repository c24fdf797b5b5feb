/**
 * Limits that keep one account or one visitor from flooding others' inboxes or inflating counts.
 *
 * @module
 */

/** Follow and unfollow actions one user may make per window; more answer 429 with the message below. */
export const FOLLOW_ACTIONS_PER_WINDOW = 30;
export const FOLLOW_ACTION_WINDOW_MINUTES = 60;
export const FOLLOW_RATE_LIMITED_MESSAGE = '操作过于频繁，请稍后再试';

/** A re-follow within this window after the last 新增关注 message raises no second message. */
export const FOLLOW_NOTICE_WINDOW_HOURS = 24;
