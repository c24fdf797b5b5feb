import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountApi } from '@/lib/account-api';
import { noticesApi } from '@/features/activities/api/notices-api';
import { createStore } from './store';
import type { SessionFailureEffects } from './session-failures';

interface Answer {
  status: number;
  body: unknown;
}

let answers: Record<string, Answer> = {};
const sentReturnPaths: (string | null)[] = [];

beforeEach(() => {
  answers = {};
  sentReturnPaths.length = 0;
  window.history.replaceState(null, '', '/survey/survey?from=mail');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string) => {
      const request =
        typeof input === 'string' ? new Request(new URL(input, window.location.origin)) : input;
      sentReturnPaths.push(request.headers.get('x-return-to'));
      const answer = answers[new URL(request.url).pathname] ?? { status: 404, body: {} };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function effects(loggedIn: boolean) {
  return {
    loggedIn: vi.fn(() => loggedIn),
    forgetSession: vi.fn(),
    redirect: vi.fn(),
    log: vi.fn(),
    currentPath: vi.fn(() => '/survey/survey?from=mail'),
  } satisfies SessionFailureEffects;
}

const notLoggedIn = (loginUrl: string): Answer => ({
  status: 401,
  body: {
    type: '/api/problems/not-logged-in',
    title: '未登录',
    status: 401,
    detail: '请先登录',
    code: 'NOT_LOGGED_IN',
    legacyCode: 10004,
    loginUrl,
  },
});

describe('the app-wide handling of 10004 and user-info failures', () => {
  it('every call names the page it was made from, so the gateway can build the way back', async () => {
    answers['/api/me'] = { status: 200, body: {} };
    const store = createStore(effects(true));
    await store.dispatch(accountApi.endpoints.getMe.initiate(undefined));
    expect(sentReturnPaths).toEqual([encodeURIComponent('/survey/survey?from=mail')]);
  });

  it('a session that ended is forgotten and the user goes to login once, with the way back', async () => {
    answers['/api/me'] = notLoggedIn(
      '/login?source=MODEL&redirect=%2Fsurvey%2Fsurvey%3Ffrom%3Dmail',
    );
    answers['/api/sign-in'] = notLoggedIn(
      '/login?source=MODEL&redirect=%2Fsurvey%2Fsurvey%3Ffrom%3Dmail',
    );
    const fx = effects(true);
    const store = createStore(fx);
    await store.dispatch(accountApi.endpoints.getMe.initiate(undefined));
    await store.dispatch(accountApi.endpoints.getSignIn.initiate(undefined));
    expect(fx.forgetSession).toHaveBeenCalledTimes(1);
    expect(fx.redirect).toHaveBeenCalledTimes(1);
    expect(fx.redirect).toHaveBeenCalledWith(
      '/login?source=MODEL&redirect=%2Fsurvey%2Fsurvey%3Ffrom%3Dmail',
    );
  });

  it('without a login address from the gateway, the login page still gets the current page', async () => {
    answers['/api/sign-in'] = {
      status: 401,
      body: {
        type: '/api/problems/not-logged-in',
        title: '未登录',
        status: 401,
        detail: '请先登录',
        code: 'NOT_LOGGED_IN',
        legacyCode: 10004,
      },
    };
    const fx = effects(true);
    await createStore(fx).dispatch(accountApi.endpoints.getSignIn.initiate(undefined));
    expect(fx.redirect).toHaveBeenCalledWith(
      `/login?source=MODEL&redirect=${encodeURIComponent('/survey/survey?from=mail')}`,
    );
  });

  it('the transfer prompt and public info calls never send to login; a guest’s 401 is left to the login guide', async () => {
    answers['/api/notices/shutdown'] = notLoggedIn('/login');
    answers['/api/me'] = notLoggedIn('/login');
    const loggedIn = effects(true);
    await createStore(loggedIn).dispatch(
      noticesApi.endpoints.getShutdownNotice.initiate(undefined),
    );
    expect(loggedIn.redirect).not.toHaveBeenCalled();
    const guest = effects(false);
    await createStore(guest).dispatch(accountApi.endpoints.getMe.initiate(undefined));
    expect(guest.redirect).not.toHaveBeenCalled();
  });

  it('a user-info failure other than 10004 is logged and shown with the spec’s text and code −1', async () => {
    answers['/api/me'] = { status: 502, body: '<html>' };
    const fx = effects(true);
    const store = createStore(fx);
    await store.dispatch(accountApi.endpoints.getMe.initiate(undefined));
    expect(fx.redirect).not.toHaveBeenCalled();
    expect(fx.log).toHaveBeenCalledWith(
      'user info failed',
      expect.objectContaining({
        endpoint: 'getMe',
        status: 502,
        code: -1,
        message: 'server internal error',
      }),
    );
    expect(store.getState().sessionFailures.userInfoFailure).toEqual({
      message: 'server internal error',
      seq: 1,
    });
  });
});
