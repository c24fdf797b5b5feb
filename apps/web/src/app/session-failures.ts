import {
  createListenerMiddleware,
  createSlice,
  isRejectedWithValue,
  type PayloadAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { apiErrorInfo } from '@/lib/api-error';
import { paths } from '@/config/paths';
import { forgetSession, readSession } from '@/lib/session';

/**
 * Calls whose "not logged in" answer never sends the user to login (§4: the transfer prompt, public
 * info calls and calls made with the no-login flag): the page shows their content either way.
 */
export const NO_LOGIN_REDIRECT_ENDPOINTS: ReadonlySet<string> = new Set([
  // The shutdown / transfer prompt.
  'getShutdownNotice',
  'muteShutdownNotice',
  // Public info: the author page and the non-login member info.
  'getAuthorProfile',
  'listAuthorWorks',
  'getMembershipPopup',
  // The login and registration forms answer their own failures.
  'login',
  'register',
  'logout',
]);

/** The user-info call: its other failures are logged and shown (§8). */
export const USER_INFO_ENDPOINTS: ReadonlySet<string> = new Set(['getMe']);

export interface SessionFailuresState {
  /** The last user-info failure shown to the user, with a counter so the same text shows again. */
  userInfoFailure: { message: string; seq: number } | null;
}

const initialState: SessionFailuresState = { userInfoFailure: null };

export const sessionFailuresSlice = createSlice({
  name: 'sessionFailures',
  initialState,
  reducers: {
    userInfoFailed: (state, action: PayloadAction<string>) => {
      state.userInfoFailure = {
        message: action.payload,
        seq: (state.userInfoFailure?.seq ?? 0) + 1,
      };
    },
  },
});

export interface SessionFailureEffects {
  /** True while the page believes a user is logged in. */
  loggedIn: () => boolean;
  forgetSession: () => void;
  /** Leaves for the login site. */
  redirect: (url: string) => void;
  /** Error logging. */
  log: (message: string, detail: unknown) => void;
  /** The page to come back to when the gateway gave no login address. */
  currentPath: () => string;
}

const browserEffects: SessionFailureEffects = {
  loggedIn: () => readSession().loggedIn,
  forgetSession,
  redirect: (url) => {
    window.location.assign(url);
  },
  log: (message, detail) => {
    console.error(message, detail);
  },
  currentPath: () => `${window.location.pathname}${window.location.search}`,
};

function endpointOf(action: UnknownAction): string | undefined {
  const meta = (action as { meta?: { arg?: { endpointName?: unknown } } }).meta;
  return typeof meta?.arg?.endpointName === 'string' ? meta.arg.endpointName : undefined;
}

/**
 * The one place that handles "not logged in" (10004, answered 401 by the gateway) and user-info
 * failures for every call of the app: a session the page believed in has ended, so it is
 * forgotten and the user goes to login with the way back to this page; a guest's 401 is left to
 * the feature, which offers the login guide (§4.12). A user-info failure other than 10004 is
 * logged and shown.
 */
export function createSessionFailuresListener(effects: SessionFailureEffects = browserEffects) {
  const listener = createListenerMiddleware();
  let leaving = false;
  listener.startListening({
    predicate: (action) => isRejectedWithValue(action) && endpointOf(action) !== undefined,
    effect: (action, listenerApi) => {
      const endpoint = endpointOf(action) ?? '';
      const info = apiErrorInfo(
        (action as { payload?: Parameters<typeof apiErrorInfo>[0] }).payload,
      );
      if (!info) return;
      if (info.status === 401) {
        if (NO_LOGIN_REDIRECT_ENDPOINTS.has(endpoint) || !effects.loggedIn() || leaving) return;
        leaving = true;
        effects.forgetSession();
        effects.redirect(info.loginUrl ?? paths.login.href(effects.currentPath()));
        return;
      }
      if (USER_INFO_ENDPOINTS.has(endpoint)) {
        effects.log('user info failed', {
          endpoint,
          status: info.status,
          code: info.legacyCode ?? info.code,
          message: info.message,
        });
        listenerApi.dispatch(sessionFailuresSlice.actions.userInfoFailed(info.message));
      }
    },
  });
  return listener;
}
