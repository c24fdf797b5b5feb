import { getCsrfTokenRoute } from '@yunmo/api-contract/session';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../http/register-route.js';
import { csrfCookie } from '../../plugins/external/csrf.js';
import { secureCookieDefaults } from '../../plugins/external/cookie.js';

export default async function sessionRoutes(fastify: FastifyInstance): Promise<void> {
  registerRoute(fastify, getCsrfTokenRoute, async (_request, reply) => {
    const csrfToken = reply.generateCsrf();
    // Readable by the page's scripts on purpose: the double submit echoes it in a header.
    void reply.setCookie(csrfCookie, csrfToken, { ...secureCookieDefaults, httpOnly: false });
    void reply.header('cache-control', 'no-store');
    return { csrfToken };
  });
}
