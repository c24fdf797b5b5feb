import { loginSchema, registerSchema, smsCodeRequestSchema } from '@yunmo/domain/accounts';
import { experienceFeedbackSchema } from '@yunmo/domain/validation/experience-feedback';
import { favouritesFolderSchema } from '@yunmo/domain/validation/favourites-folder';
import { feedbackSchema } from '@yunmo/domain/validation/feedback';
import { searchSuggestionSchema } from '@yunmo/domain/validation/search-suggestion';
import { z } from 'zod';
import {
  componentRegistry,
  countSchema,
  idSchema,
  listPageSchema,
  modelPageSchema,
  noContentSchema,
  pageNumberSchema,
  queryIdSchema,
  searchTextSchema,
} from './common.js';
import { defineRoute } from './route.js';

/** Where to go back after login: any text; the gateway keeps it only when it is a same-origin path. */
const returnPathSchema = z.string().max(2048).optional();

export const loginBodySchema = loginSchema.extend({ redirect: returnPathSchema });
export const registerBodySchema = registerSchema.extend({ redirect: returnPathSchema });

export const sessionSchema = z.object({
  userName: z.string(),
  nickname: z.string(),
  /** The same-origin path to open next (`/` when the requested one was not same-origin). */
  redirect: z.string(),
});
componentRegistry.add(sessionSchema, { id: 'Session' });
export type Session = z.infer<typeof sessionSchema>;

export const meSchema = z.object({
  userName: z.string(),
  nickname: z.string(),
  avatarUrl: z.string().nullable(),
  isAuthor: z.boolean(),
  /** Bean balance in integer fen (may be negative: arrears). */
  beansFen: z.number().int(),
  renderPoints: z.number().int(),
  /** Download points in tenths (the daily sign-in adds 1). */
  downloadPointsTenths: z.number().int(),
  /** Download points as shown, e.g. "3.5". */
  downloadPoints: z.string(),
  couponPacks: z.number().int(),
  memberCategory: z.number().int(),
  subAccount: z.boolean(),
  /** When the running experience (trial) membership began, for the 62/70/80 % discounts; null without one. */
  trialStartedAt: z.string().nullable(),
  unread: countSchema,
  /** What the bean balance owes, in fen (0 without arrears): the legacy `outStanding`. */
  outstandingFen: z.number().int().nonnegative(),
  /** The coupon and payment info (legacy ticket, downTicket, downloadPackageNumber, downNumber, flowPrice, userCategory). */
  payment: z.object({
    tickets: countSchema,
    freeDownloadsLeftToday: countSchema,
    downloadPackages: countSchema,
    memberDownloadsLeft: countSchema,
    flowFeeFen: countSchema,
    userCategory: z.number().int(),
  }),
});
componentRegistry.add(meSchema, { id: 'Me' });
export type Me = z.infer<typeof meSchema>;

export const signInStateSchema = z.object({
  signedToday: z.boolean(),
  /** Accumulated download points as shown, e.g. "3.5". */
  downloadPoints: z.string(),
});
componentRegistry.add(signInStateSchema, { id: 'SignInState' });
export type SignInState = z.infer<typeof signInStateSchema>;

const favouriteCategorySchema = z.coerce
  .number()
  .pipe(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(6)]));

export const folderSchema = z.object({
  id: idSchema,
  category: z.number().int(),
  name: z.string(),
});
componentRegistry.add(folderSchema, { id: 'FavouritesFolder' });
export type Folder = z.infer<typeof folderSchema>;

export const favouriteBodySchema = z.object({ modelId: idSchema, folderId: idSchema });
export const favouriteStateSchema = z.object({
  favourited: z.boolean(),
  folderId: idSchema.nullable(),
});
export type FavouriteState = z.infer<typeof favouriteStateSchema>;

export const uploadPolicySchema = z.object({
  storage: z.enum(['local', 's3']),
  /** Where to POST the multipart form: the fields in order, then `file`. */
  host: z.string(),
  fields: z.record(z.string(), z.string()),
});
componentRegistry.add(uploadPolicySchema, { id: 'UploadPolicy' });
export type UploadPolicy = z.infer<typeof uploadPolicySchema>;

export const loginRoute = defineRoute({
  operationId: 'login',
  method: 'POST',
  path: '/api/session/login',
  summary:
    'Log in with a phone number or user name; sets the HttpOnly `token` and `account` cookies',
  tags: ['session'],
  body: loginBodySchema,
  responses: { 200: sessionSchema },
});

export const registerRoute = defineRoute({
  operationId: 'register',
  method: 'POST',
  path: '/api/session/register',
  summary: 'Create an account and log in',
  tags: ['session'],
  body: registerBodySchema,
  responses: { 201: sessionSchema },
  location: '/api/me',
});

export const captchaSchema = z.object({
  captchaId: z.string(),
  /** A PNG data URL of four digits. */
  image: z.string(),
  /** Only from test servers (CAPTCHA_REVEAL_ANSWERS); never in production. */
  answer: z.string().optional(),
});
componentRegistry.add(captchaSchema, { id: 'Captcha' });
export type Captcha = z.infer<typeof captchaSchema>;

export const getCaptchaRoute = defineRoute({
  operationId: 'getCaptcha',
  method: 'GET',
  path: '/api/session/captcha',
  summary: 'A single-use captcha for the registration SMS and for logins after failures',
  tags: ['session'],
  responses: { 200: captchaSchema },
});

export const smsCodeSentSchema = z.object({
  /** The text to show (验证码已发送…), the same whether or not the phone has an account. */
  message: z.string(),
  /** Seconds before another code may be asked for. */
  resendSeconds: z.number().int(),
});
componentRegistry.add(smsCodeSentSchema, { id: 'SmsCodeSent' });
export type SmsCodeSent = z.infer<typeof smsCodeSentSchema>;

export const sendSmsCodeRoute = defineRoute({
  operationId: 'sendSmsCode',
  method: 'POST',
  path: '/api/session/sms-code',
  summary: 'Registration step 1: check the captcha and text a code to the phone',
  tags: ['session'],
  body: smsCodeRequestSchema,
  responses: { 200: smsCodeSentSchema },
});

export const logoutRoute = defineRoute({
  operationId: 'logout',
  method: 'POST',
  path: '/api/session/logout',
  summary: 'Revoke the session and clear the cookies',
  tags: ['session'],
  responses: { 204: noContentSchema },
});

export const getMeRoute = defineRoute({
  operationId: 'getMe',
  method: 'GET',
  path: '/api/me',
  summary: 'Who is logged in: balances for the header popup, tier, unread count',
  tags: ['me'],
  responses: { 200: meSchema },
  requiresLogin: true,
});

export const getSignInRoute = defineRoute({
  operationId: 'getSignIn',
  method: 'GET',
  path: '/api/sign-in',
  summary: 'Today’s sign-in state',
  tags: ['sign-in'],
  responses: { 200: signInStateSchema },
  requiresLogin: true,
});

export const signInRoute = defineRoute({
  operationId: 'signIn',
  method: 'POST',
  path: '/api/sign-in',
  summary: 'Sign in for today (+0.1 download points, once per day)',
  tags: ['sign-in'],
  responses: { 200: signInStateSchema },
  requiresLogin: true,
});

export const listFoldersRoute = defineRoute({
  operationId: 'listFolders',
  method: 'GET',
  path: '/api/folders',
  summary:
    'The user’s favourites folders of one category (1 MAX, 2 SU, 3 textures, 4 UE4, 6 UE materials)',
  tags: ['favourites'],
  querystring: z.object({ category: favouriteCategorySchema }),
  responses: { 200: listPageSchema(folderSchema) },
  requiresLogin: true,
});

export const createFolderRoute = defineRoute({
  operationId: 'createFolder',
  method: 'POST',
  path: '/api/folders',
  summary: 'Create a favourites folder',
  tags: ['favourites'],
  body: favouritesFolderSchema,
  responses: { 201: folderSchema },
  location: '/api/folders/{id}',
  requiresLogin: true,
});

export const renameFolderRoute = defineRoute({
  operationId: 'renameFolder',
  method: 'PUT',
  path: '/api/folders/{folderId}',
  summary: 'Rename one of the user’s favourites folders (someone else’s answers 404)',
  tags: ['favourites'],
  params: z.object({ folderId: queryIdSchema }),
  body: favouritesFolderSchema,
  responses: { 200: folderSchema },
  requiresLogin: true,
});

export const deleteFolderRoute = defineRoute({
  operationId: 'deleteFolder',
  method: 'DELETE',
  path: '/api/folders/{folderId}',
  summary:
    'Delete one of the user’s favourites folders and the favourites in it (someone else’s answers 404)',
  tags: ['favourites'],
  params: z.object({ folderId: queryIdSchema }),
  responses: { 204: noContentSchema },
  requiresLogin: true,
});

export const listFavouritesRoute = defineRoute({
  operationId: 'listFavourites',
  method: 'GET',
  path: '/api/folders/{folderId}/favourites',
  summary: 'Models in one of the user’s folders, newest first, optionally searched by title',
  tags: ['favourites'],
  params: z.object({ folderId: queryIdSchema }),
  querystring: z.object({ keyword: searchTextSchema.optional(), page: pageNumberSchema }),
  responses: { 200: modelPageSchema },
  requiresLogin: true,
});

export const saveFavouriteRoute = defineRoute({
  operationId: 'saveFavourite',
  method: 'POST',
  path: '/api/favourites',
  summary: 'Favourite a model into a folder (or move it there)',
  tags: ['favourites'],
  body: favouriteBodySchema,
  responses: { 201: favouriteStateSchema },
  location: '/api/favourites/{modelId}',
  requiresLogin: true,
});

export const getFavouriteRoute = defineRoute({
  operationId: 'getFavourite',
  method: 'GET',
  path: '/api/favourites/{modelId}',
  summary: 'Whether the user has favourited a model, and where',
  tags: ['favourites'],
  params: z.object({ modelId: queryIdSchema }),
  responses: { 200: favouriteStateSchema },
  requiresLogin: true,
});

export const cancelFavouriteRoute = defineRoute({
  operationId: 'cancelFavourite',
  method: 'DELETE',
  path: '/api/favourites/{modelId}',
  summary: 'Cancel a model favourite',
  tags: ['favourites'],
  params: z.object({ modelId: queryIdSchema }),
  querystring: z.object({ category: favouriteCategorySchema }),
  responses: { 204: noContentSchema },
  requiresLogin: true,
});

export const getFeedbackUploadPolicyRoute = defineRoute({
  operationId: 'getFeedbackUploadPolicy',
  method: 'GET',
  path: '/api/uploads/feedback-policy',
  summary: 'A signed, expiring policy for one feedback screenshot (JPG/PNG under 20 MB)',
  tags: ['feedback'],
  responses: { 200: uploadPolicySchema },
  requiresLogin: true,
});

export const submitFeedbackRoute = defineRoute({
  operationId: 'submitFeedback',
  method: 'POST',
  path: '/api/feedback',
  summary: 'Send feedback (description, contact, the uploaded screenshot’s path)',
  tags: ['feedback'],
  body: feedbackSchema,
  responses: { 201: z.object({ id: idSchema }) },
  location: '/api/feedback/{id}',
  requiresLogin: true,
});

export const submitExperienceFeedbackRoute = defineRoute({
  operationId: 'submitExperienceFeedback',
  method: 'POST',
  path: '/api/feedback/experience',
  summary: 'Experience feedback: satisfaction and suggestions',
  tags: ['feedback'],
  body: experienceFeedbackSchema,
  responses: { 204: noContentSchema },
});

export const submitSuggestionRoute = defineRoute({
  operationId: 'submitSuggestion',
  method: 'POST',
  path: '/api/suggestions',
  summary: 'Suggest a search term that found nothing',
  tags: ['feedback'],
  body: searchSuggestionSchema,
  responses: { 204: noContentSchema },
});
