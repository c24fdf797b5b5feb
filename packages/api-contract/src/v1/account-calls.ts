import { API_TOKEN_SCOPES } from '@yunmo/domain/api-tokens';
import { USER_MESSAGE_KINDS } from '@yunmo/domain/user-messages';
import { z } from 'zod';
import { defineV1Call } from './define.js';
import {
  legacyCount,
  legacyInt,
  legacyNullSchema,
  legacyPageSchema,
  legacyText,
} from './payloads.js';

/**
 * The /v1 calls of the signed-in user's own things (docs/v1-catalogue.md): folders and favourites,
 * feedback, sign-in, the user's info and messages, API tokens, the author's consent and the
 * shutdown notice. Gathered into `v1Calls` by `calls.ts`.
 */

const anyBody = z.record(z.string(), z.unknown());

const legacyFolderSchema = z.object({
  /** The same as folderId (the API sends both). */
  id: legacyInt.optional(),
  folderId: legacyInt,
  category: legacyInt,
  favoritesFolderName: legacyText,
});
const legacySignSchema = z.object({ sign: legacyInt, downCoin: z.string() });
const legacyTokenSchema = z.object({
  id: z.number().int().nonnegative(),
  name: z.string(),
  scope: z.enum(API_TOKEN_SCOPES),
  tokenPrefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
const legacyUserInfoSchema = z.object({
  userName: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  isAuthor: z.boolean(),
  modelBean: z.string(),
  total: legacyInt,
  downCoin: z.string().regex(/^-?\d{1,12}\.\d$/u),
  count: legacyInt,
  memberCategory: legacyInt,
  subAccount: z.boolean(),
  trialStartTime: z.iso.datetime({ offset: true }).nullable(),
  outStanding: z.string(),
  flowPrice: z.string(),
  ticket: legacyCount,
  downTicket: legacyCount,
  downloadPackageNumber: legacyCount,
  /** The same count as downloadPackageNumber, under the account's own name. */
  downloadPackages: legacyCount.optional(),
  downNumber: legacyCount,
  userCategory: legacyInt,
});
const legacyMessageSchema = z.object({
  id: legacyInt,
  kind: z.enum(USER_MESSAGE_KINDS),
  title: legacyText,
  body: legacyText,
  link: z.string().nullish(),
  createdAt: z.string(),
  read: z.boolean(),
});
const legacyMessagePageSchema = z.object({
  list: z.array(legacyMessageSchema),
  total: legacyCount,
  page: legacyInt,
  size: legacyInt,
  unread: legacyCount,
});
const legacyReadSchema = z.object({ changed: legacyCount, unread: legacyCount });
const legacyConsentSchema = z.object({
  record: z.number().int(),
  state: z.number().int(),
  defaultFrom: z.string().optional(),
  idleMonths: z.number().int().optional(),
});
const legacyConversionSchema = z.object({
  uuid: z.string(),
  kind: z.number().int(),
  title: z.string(),
  chargeCategory: z.number().int(),
  convertedAt: z.string(),
});
const legacyPromptSchema = z.object({
  scheduled: z.number().int().default(1),
  record: z.number().int(),
  status: z.number().int(),
  title: z.string(),
  uploadClosedOn: z.string(),
  siteClosedOn: z.string(),
  balanceText: z.string(),
  body: z.string(),
});

function accountCall<
  const Q extends readonly (readonly [string, string])[] = readonly [],
  B extends z.ZodType | undefined = undefined,
  D extends z.ZodType = z.ZodType,
>(call: {
  method: 'GET' | 'POST' | 'DELETE';
  path: `/v1/${string}`;
  summary: string;
  tag?: string;
  query?: Q;
  body?: B;
  data: D;
}) {
  return defineV1Call<Q, B, D>({ tag: 'account', ...call, login: true });
}

export const accountCalls = {
  folders: accountCall({
    method: 'GET',
    path: '/v1/folder/all',
    summary: 'The user’s favourites folders of a category',
    query: [['category', 'favourites category 1, 2, 3, 4 or 6']],
    data: z.array(legacyFolderSchema),
  }),
  saveFolder: accountCall({
    method: 'POST',
    path: '/v1/folder/saveOrUpdate',
    summary: 'Create a folder, or rename it (with folderId)',
    body: z.object({
      folderId: z.number().int().optional(),
      category: z.number().int(),
      favoritesFolderName: z.string(),
    }),
    data: legacyFolderSchema,
  }),
  deleteFolder: accountCall({
    method: 'POST',
    path: '/v1/folder/delete',
    summary: 'Delete a folder with its favourites',
    body: z.object({ folderId: z.number().int() }),
    data: z.object({ folderId: legacyInt, removedFavourites: legacyInt }),
  }),
  favourites: accountCall({
    method: 'GET',
    path: '/v1/favor/list',
    summary: 'The models of a folder',
    query: [
      ['folderId', 'folder id'],
      ['keyword', 'title words'],
      ['pn', 'page'],
      ['ps', 'page size'],
    ],
    data: legacyPageSchema,
  }),
  favour: accountCall({
    method: 'POST',
    path: '/v1/favor',
    summary: 'Save a model into a folder',
    body: z.object({ materialId: z.number().int(), folderId: z.number().int() }),
    data: legacyNullSchema,
  }),
  favourState: accountCall({
    method: 'GET',
    path: '/v1/favor/state',
    summary: 'Whether the user saved a model, and where',
    query: [['materialId', 'model id']],
    data: z.object({ favor: legacyInt, folderId: legacyInt.nullable() }),
  }),
  cancelFavour: accountCall({
    method: 'DELETE',
    path: '/v1/favor/cancel',
    summary: 'Remove a saved model',
    query: [
      ['category', 'favourites category'],
      ['materialId', 'model id'],
    ],
    data: legacyNullSchema,
  }),
  albumFavourState: accountCall({
    method: 'GET',
    path: '/v1/album/favourState',
    summary: 'The saved albums among the uuids given',
    tag: 'albums',
    query: [['uuids', 'comma-separated album uuids']],
    data: z.array(z.string()),
  }),
  feedback: accountCall({
    method: 'POST',
    path: '/v1/feedback/submit',
    summary: 'Submit feedback',
    body: anyBody,
    data: z.object({ id: legacyInt }),
  }),
  experienceFeedback: accountCall({
    method: 'POST',
    path: '/v1/feedback/save',
    summary: 'Rate the experience',
    body: anyBody,
    data: legacyNullSchema,
  }),
  suggestion: accountCall({
    method: 'POST',
    path: '/v1/feedback/suggestion',
    summary: 'Suggest a search term',
    body: z.object({ msg: z.string() }),
    data: legacyNullSchema,
  }),
  feedbackPolicy: accountCall({
    method: 'GET',
    path: '/v1/feedback/policy',
    summary: 'Where the feedback screenshot is uploaded',
    data: z.object({
      storage: z.enum(['local', 's3']),
      host: z.string(),
      fields: z.record(z.string(), z.string()),
      /** When the policy stops being accepted, in Unix seconds. */
      expire: z.number().int().optional(),
    }),
  }),
  errorReport: accountCall({
    method: 'POST',
    path: '/v1/webDetail/saveMsg',
    summary: 'Report an error of a model',
    tag: 'details',
    body: anyBody,
    data: legacyNullSchema,
  }),
  survey: accountCall({
    method: 'POST',
    path: '/v1/survey/submit',
    summary: 'Submit the survey',
    body: z.object({ surveyMsg: z.string(), reward: z.number().int() }),
    data: z.object({ id: legacyInt.optional(), reward: z.number().int() }),
  }),
  signInfo: accountCall({
    method: 'GET',
    path: '/v1/sign/info',
    summary: 'Today’s sign-in state',
    data: legacySignSchema,
  }),
  signIn: accountCall({
    method: 'POST',
    path: '/v1/sign/in',
    summary: 'Sign in for today',
    data: legacySignSchema,
  }),
  userInfo: accountCall({
    method: 'POST',
    path: '/v1/account/info',
    summary: 'The user’s balances, tier and counters',
    body: z.object({ user: z.string().optional() }),
    data: legacyUserInfoSchema,
  }),
  unread: accountCall({
    method: 'GET',
    path: '/v1/account/unread',
    summary: 'Unread messages',
    data: z.object({ all: legacyCount }),
  }),
  checkToken: accountCall({
    method: 'GET',
    path: '/v1/account/checkToken',
    summary: 'Whether the session is still valid',
    data: z.object({ valid: z.boolean() }),
  }),
  messages: accountCall({
    method: 'GET',
    path: '/v1/account/messages',
    summary: 'The user’s messages',
    query: [
      ['page', 'page'],
      ['size', 'page size'],
      ['kind', 'message kind'],
      ['unreadOnly', 'true: unread only'],
    ],
    data: legacyMessagePageSchema,
  }),
  readMessages: accountCall({
    method: 'POST',
    path: '/v1/account/messages/read',
    summary: 'Mark messages read',
    body: z.object({ ids: z.array(z.number().int()) }),
    data: legacyReadSchema,
  }),
  readAllMessages: accountCall({
    method: 'POST',
    path: '/v1/account/messages/readAll',
    summary: 'Mark every message read',
    data: legacyReadSchema,
  }),
  apiTokens: accountCall({
    method: 'GET',
    path: '/v1/apiToken/list',
    summary: 'The user’s API tokens',
    data: z.array(legacyTokenSchema),
  }),
  createApiToken: accountCall({
    method: 'POST',
    path: '/v1/apiToken/create',
    summary: 'Create an API token (its secret is shown once)',
    body: anyBody,
    data: legacyTokenSchema.extend({ token: z.string() }),
  }),
  revokeApiToken: accountCall({
    method: 'POST',
    path: '/v1/apiToken/revoke',
    summary: 'Revoke an API token',
    body: z.object({ id: z.number().int() }),
    data: legacyNullSchema,
  }),
  consentState: accountCall({
    method: 'GET',
    path: '/v1/mode-letter/getState',
    summary: 'The author’s conversion consent',
    data: legacyConsentSchema,
  }),
  updateConsent: accountCall({
    method: 'POST',
    path: '/v1/mode-letter/updateState',
    summary: 'Change the author’s conversion consent',
    body: z.object({ state: z.number().int() }),
    data: legacyConsentSchema,
  }),
  consentConversions: accountCall({
    method: 'GET',
    path: '/v1/mode-letter/conversions',
    summary: 'The author’s converted models',
    data: z.array(legacyConversionSchema),
  }),
  prompt: accountCall({
    method: 'GET',
    path: '/v1/prompt/getPrompt',
    summary: 'The shutdown notice for the user',
    tag: 'notices',
    data: legacyPromptSchema,
  }),
  updatePrompt: accountCall({
    method: 'POST',
    path: '/v1/prompt/updateState',
    summary: 'Mute (0) or unmute (1) the shutdown notice',
    tag: 'notices',
    body: z.object({ state: z.number().int() }),
    data: z.object({ state: z.number().int() }),
  }),
} as const;
