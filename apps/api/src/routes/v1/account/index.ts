import { ACCOUNT_MESSAGES, loginSchema, registerSchema } from '@yunmo/domain/accounts';
import { inArray } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { accountCodes, authenticate, registerAccount, userInfo } from '../../../accounts/accounts.js';
import { AttemptLimiter } from '../../../accounts/attempt-limiter.js';
import { clientAddress } from '../../../accounts/client-address.js';
import { createSession, revokeSession } from '../../../accounts/sessions.js';
import { currentUserId, requireUserId } from '../../../http/auth.js';
import { LegacyError, notLoggedInCode, notLoggedInMessage } from '../../../http/legacy-error.js';
import { parseForm } from '../../../accounts/parse-form.js';
import { unreadCount } from '../../../messages/messages.js';
import { users } from '../../../db/schema.js';
import { demoAccountLines, demoAccounts } from '../../../seed/demo-accounts.js';

/** Failed logins one address may make in ten minutes, whatever accounts it tries. */
const failuresPerAddress = 20;

function tokenOf(header: string | string[] | undefined): string | undefined {
  const token = Array.isArray(header) ? header[0] : header;
  return token && token.length <= 512 ? token : undefined;
}

const account: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;
  const limiter = new AttemptLimiter(failuresPerAddress, 10 * 60_000);

  // The start command shows the API's log: list the demo accounts when the database has them.
  fastify.addHook('onReady', async () => {
    const found = await db.orm.select({ userName: users.userName }).from(users).where(inArray(users.userName, demoAccounts.map((demo) => demo.userName)));
    if (found.length > 0) for (const line of demoAccountLines()) fastify.log.info(line);
  });

  fastify.post('/register', async (request, reply) => {
    const address = clientAddress(request);
    if (limiter.isBlocked(address)) throw new LegacyError(accountCodes.tooManyAttempts, ACCOUNT_MESSAGES.tooManyAttempts);
    const input = parseForm(registerSchema, request.body);
    const created = await registerAccount(db, input);
    const session = await createSession(db, created.id);
    return reply.ok({ token: session.token, expiresAt: session.expiresAt.toISOString(), userName: created.userName, nickname: created.nickname });
  });

  fastify.post('/login', async (request, reply) => {
    const address = clientAddress(request);
    if (limiter.isBlocked(address)) throw new LegacyError(accountCodes.tooManyAttempts, ACCOUNT_MESSAGES.tooManyAttempts);
    const input = parseForm(loginSchema, request.body);
    let identity;
    try {
      identity = await authenticate(db, input);
    } catch (error) {
      if (error instanceof LegacyError) limiter.recordFailure(address);
      throw error;
    }
    const session = await createSession(db, identity.id);
    return reply.ok({ token: session.token, expiresAt: session.expiresAt.toISOString(), userName: identity.userName, nickname: identity.nickname });
  });

  fastify.post('/logout', async (request, reply) => {
    const token = tokenOf(request.headers.token);
    if (token) await revokeSession(db, token);
    return reply.ok(null);
  });

  // Public: answers whether the token is valid instead of failing with 10004.
  fastify.get('/checkToken', async (request, reply) => {
    const userId = await currentUserId(db, request);
    return reply.ok({ valid: userId !== null });
  });

  fastify.get('/info', async (request, reply) => {
    const userId = await requireUserId(db, request);
    const info = await userInfo(db, userId);
    if (!info) throw new LegacyError(notLoggedInCode, notLoggedInMessage);
    return reply.ok(info);
  });

  // The header badge: unread messages of the message centre (routes/v1/account/messages).
  fastify.get('/unread', async (request, reply) => {
    const userId = await requireUserId(db, request);
    return reply.ok({ all: await unreadCount(db.orm, userId) });
  });
};

export default account;
