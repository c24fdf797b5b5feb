import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Cookie defaults for everything the gateway sets: HttpOnly, SameSite=Lax, Secure behind HTTPS. */
export const secureCookieDefaults = {
  httpOnly: true,
  sameSite: 'lax',
  secure: 'auto',
  path: '/',
} as const;

export default fp(
  async function cookiePlugin(fastify: FastifyInstance) {
    await fastify.register(cookie, { parseOptions: secureCookieDefaults });
  },
  { name: 'cookie', dependencies: ['env'] },
);
