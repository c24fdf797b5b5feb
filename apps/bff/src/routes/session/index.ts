import {
  getCaptchaRoute,
  loginRoute,
  logoutRoute,
  registerRoute as registerAccountRoute,
  sendSmsCodeRoute,
} from '@yunmo/api-contract/accounts';
import { getCsrfTokenRoute } from '@yunmo/api-contract/session';
import { safeReturnPath } from '@yunmo/domain/accounts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { registerRoute } from '../../http/register-route.js';
import { csrfCookie } from '../../plugins/external/csrf.js';
import { secureCookieDefaults } from '../../plugins/external/cookie.js';
import { v1Calls } from '@yunmo/api-contract/v1/calls';
import type { SessionData } from '@yunmo/api-contract/v1/payloads';
import { upstreamFailed } from '../../errors.js';

/**
 * The session cookie and the legacy `account` cookie (the user name) are HttpOnly: page scripts never
 * see them. `login` holds only the user name for the page to show who is logged in; nothing trusts it.
 */
export const sessionCookies = { token: 'token', account: 'account', login: 'login' } as const;

function setSessionCookies(reply: FastifyReply, session: SessionData): void {
  const maxAge = Math.max(0, Math.floor((Date.parse(session.expiresAt) - Date.now()) / 1000));
  void reply.setCookie(sessionCookies.token, session.token, { ...secureCookieDefaults, maxAge });
  void reply.setCookie(sessionCookies.account, session.userName, {
    ...secureCookieDefaults,
    maxAge,
  });
  void reply.setCookie(sessionCookies.login, session.userName, {
    ...secureCookieDefaults,
    httpOnly: false,
    maxAge,
  });
  void reply.header('cache-control', 'no-store');
}

export default async function sessionRoutes(fastify: FastifyInstance): Promise<void> {
  registerRoute(fastify, getCsrfTokenRoute, async (_request, reply) => {
    const csrfToken = reply.generateCsrf();
    // Readable by the page's scripts on purpose: the double submit echoes it in a header.
    void reply.setCookie(csrfCookie, csrfToken, { ...secureCookieDefaults, httpOnly: false });
    void reply.header('cache-control', 'no-store');
    return { csrfToken };
  });

  registerRoute(fastify, loginRoute, async (request, reply) => {
    const { redirect, ...credentials } = request.body;
    const session = await fastify.v1.call(request, v1Calls.login, { body: credentials });
    setSessionCookies(reply, session);
    return {
      userName: session.userName,
      nickname: session.nickname,
      redirect: safeReturnPath(redirect),
    };
  });

  registerRoute(fastify, registerAccountRoute, async (request, reply) => {
    const { redirect, ...account } = request.body;
    const session = await fastify.v1.call(request, v1Calls.register, { body: account });
    setSessionCookies(reply, session);
    return {
      userName: session.userName,
      nickname: session.nickname,
      redirect: safeReturnPath(redirect),
    };
  });

  registerRoute(fastify, getCaptchaRoute, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return fastify.v1.call(request, v1Calls.captcha);
  });

  registerRoute(fastify, sendSmsCodeRoute, async (request) => {
    // The API's own message ("验证码已发送…") is shown as it is.
    const sent = await fastify.v1.envelope(
      request,
      v1Calls.smsCode,
      { body: request.body },
      { answers: [] },
    );
    const data = v1Calls.smsCode.data.safeParse(sent.data);
    if (!data.success) throw upstreamFailed();
    return { message: (sent.msg ?? '').slice(0, 200), resendSeconds: data.data.resendSeconds };
  });

  registerRoute(fastify, logoutRoute, async (request, reply) => {
    const token = request.cookies.token;
    if (token !== undefined && token !== '') {
      // The cookies go whatever the API answers; a failed revoke only leaves a session that expires.
      await fastify.v1.call(request, v1Calls.logout).catch((error: unknown) => {
        request.log.warn({ err: error }, 'logout: revoking the session failed');
      });
    }
    void reply.clearCookie(sessionCookies.token, { ...secureCookieDefaults });
    void reply.clearCookie(sessionCookies.account, { ...secureCookieDefaults });
    void reply.clearCookie(sessionCookies.login, { ...secureCookieDefaults, httpOnly: false });
    return reply.code(204).send(null);
  });
}
