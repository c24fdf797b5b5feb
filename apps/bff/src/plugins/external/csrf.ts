import csrf from '@fastify/csrf-protection';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { secureCookieDefaults } from './cookie.js';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
export const csrfHeader = 'x-csrf-token';
/** Readable cookie holding the token, for clients that prefer it to GET /api/session/csrf. */
export const csrfCookie = 'csrf';

/**
 * Payment notifications are authenticated by the provider's signature, not by the cookie; the
 * sandbox cashier posts them from a plain form in the payer's (possibly logged-in) browser. Only
 * the exact, unencoded paths are exempt: any encoded or dotted variant needs the token.
 */
const notificationPath = /^\/v1\/pay\/notify\/(sandbox|alipay|wechat)\/?$/;

/**
 * Writes authenticated by the `token` cookie come from browsers and can be forged by other
 * sites; they must echo the CSRF token in a header (double submit against a secret cookie).
 * The check covers every path, not a list of prefixes: the router decodes percent-encoding
 * (`/%761/...` is `/v1/...`) and a prefix test on the raw URL would miss such variants.
 * Calls without the cookie (e.g. old clients sending the `token` header) are not ambient-
 * authenticated and need no token; nor are /api calls with a personal access token as
 * `Authorization: Bearer` (bearer-auth), which another site cannot send.
 */
export function needsCsrfCheck(request: FastifyRequest): boolean {
  if (safeMethods.has(request.method)) return false;
  if (request.apiTokenScope !== null) return false;
  const token = request.cookies.token;
  if (token === undefined || token === '') return false;
  const rawPath = request.raw.url?.split('?', 1)[0] ?? '';
  return !notificationPath.test(rawPath);
}

export default fp(
  async function csrfPlugin(fastify: FastifyInstance) {
    await fastify.register(csrf, {
      cookieOpts: { ...secureCookieDefaults, signed: false },
      getToken: (request: FastifyRequest) => {
        const header = request.headers[csrfHeader];
        return typeof header === 'string' ? header : undefined;
      },
    });
    fastify.addHook(
      'onRequest',
      (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
        if (!needsCsrfCheck(request)) {
          done();
          return;
        }
        fastify.csrfProtection.call(fastify, request, reply, done);
      },
    );
  },
  { name: 'csrf', dependencies: ['cookie', 'bearer-auth'] },
);
