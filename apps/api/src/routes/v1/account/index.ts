import { NOT_LOGGED_IN_CODE } from '@yunmo/domain/messages';
import { maskPhone } from '@yunmo/domain/privacy';
import {
  ACCOUNT_MESSAGES,
  loginSchema,
  registerSchema,
  retryAfterMessage,
  SMS_CODE_RULES,
  smsCodeRequestSchema,
  smsCooldownMessage,
} from '@yunmo/domain/accounts';
import { inArray } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppOptions } from '../../../app.js';
import { paymentInfo } from '../../../accounts/payment-info.js';
import { parseParams } from '../../../http/params.js';
import {
  accountCodes,
  authenticate,
  phoneRegistered,
  registerAccount,
  userInfo,
} from '../../../accounts/accounts.js';
import { clientAddress } from '../../../accounts/client-address.js';
import { createSession, revokeSession } from '../../../accounts/sessions.js';
import { currentUserId, requireUserId } from '../../../http/auth.js';
import { LegacyError, notLoggedInMessage } from '../../../http/legacy-error.js';
import { parseForm } from '../../../accounts/parse-form.js';
import { unreadCount } from '../../../messages/messages.js';
import { users } from '../../../db/schema.js';
import { demoAccountLines, demoAccounts } from '../../../accounts/demo-accounts.js';
import { v1Calls } from '@yunmo/api-contract/v1/calls';

function tokenOf(header: string | string[] | undefined): string | undefined {
  const token = Array.isArray(header) ? header[0] : header;
  return token && token.length <= 512 ? token : undefined;
}

const userInfoBody = z.object({
  user: z
    .string()
    .trim()
    .min(1, { error: '参数错误：user 不能为空' })
    .max(64, { error: '参数错误：user 过长' })
    .optional(),
});

const account: FastifyPluginAsync<AppOptions> = async (fastify) => {
  const { db } = fastify;
  const { captchas, smsCodes, sms, loginThrottle } = fastify.accountSecurity;

  // The start command shows the API's log: list the demo accounts when the database has them.
  fastify.addHook('onReady', async () => {
    const found = await db.orm
      .select({ userName: users.userName })
      .from(users)
      .where(
        inArray(
          users.userName,
          demoAccounts.map((demo) => demo.userName),
        ),
      );
    if (found.length > 0) for (const line of demoAccountLines()) fastify.log.info(line);
  });

  // A captcha for the SMS step of registration, and for logins after repeated failures.
  fastify.get('/captcha', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return reply.v1(v1Calls.captcha, await captchas.issue());
  });

  /**
   * Registration step 1: the captcha, then a code to the phone. The answer is the same whether or not
   * the number has an account; an owner's phone gets a message saying it is registered instead of a code.
   */
  fastify.post('/smsCode', async (request, reply) => {
    const input = parseForm(smsCodeRequestSchema, request.body);
    if (!(await captchas.verify(input.captchaId, input.captcha)))
      throw new LegacyError(400, ACCOUNT_MESSAGES.captchaWrong);
    const issued = await smsCodes.issue(input.phone, clientAddress(request));
    if (!issued.ok) {
      if (issued.reason === 'cooldown')
        return reply
          .code(429)
          .header('retry-after', String(issued.seconds))
          .send({ code: 429, msg: smsCooldownMessage(issued.seconds), data: null });
      return reply.code(429).send({ code: 429, msg: ACCOUNT_MESSAGES.smsDailyLimit, data: null });
    }
    const registered = await phoneRegistered(db, input.phone);
    if (registered) await smsCodes.forget(input.phone);
    try {
      await sms.send(
        registered
          ? { kind: 'already-registered', phone: input.phone }
          : { kind: 'register-code', phone: input.phone, code: issued.code },
      );
    } catch (error) {
      request.log.error({ err: error, phone: maskPhone(input.phone) }, 'SMS delivery failed');
      throw new LegacyError(accountCodes.smsFailed, '短信发送失败，请稍后再试');
    }
    return reply.code(200).send({
      code: 200,
      msg: ACCOUNT_MESSAGES.smsCodeSent,
      data: { resendSeconds: SMS_CODE_RULES.resendSeconds },
    });
  });

  // Registration step 2: the SMS code proves the phone is the caller's.
  fastify.post('/register', async (request, reply) => {
    const input = parseForm(registerSchema, request.body);
    if (!(await smsCodes.verify(input.phone, input.smsCode)))
      throw new LegacyError(accountCodes.smsCodeWrong, ACCOUNT_MESSAGES.smsCodeWrong);
    const created = await registerAccount(db, input);
    const session = await createSession(db, created.id);
    return reply.v1(v1Calls.register, {
      token: session.token,
      expiresAt: session.expiresAt.toISOString(),
      userName: created.userName,
      nickname: created.nickname,
    });
  });

  fastify.post('/login', async (request, reply) => {
    const address = clientAddress(request);
    const input = parseForm(loginSchema, request.body);
    const gate = await loginThrottle.check(input.account, address);
    if (gate.kind === 'wait')
      return reply
        .code(429)
        .header('retry-after', String(gate.seconds))
        .send({ code: 429, msg: retryAfterMessage(gate.seconds), data: null });
    if (gate.captcha) {
      if (!input.captchaId || !input.captcha)
        throw new LegacyError(accountCodes.captchaRequired, ACCOUNT_MESSAGES.captchaRequired);
      if (!(await captchas.verify(input.captchaId, input.captcha))) {
        await loginThrottle.recordFailure(input.account, address);
        throw new LegacyError(accountCodes.captchaRequired, ACCOUNT_MESSAGES.captchaWrong);
      }
    }
    let identity;
    try {
      identity = await authenticate(db, input);
    } catch (error) {
      if (error instanceof LegacyError) {
        await loginThrottle.recordFailure(input.account, address);
        fastify.metrics.signIns.inc({ result: 'failure' });
      }
      throw error;
    }
    await loginThrottle.recordSuccess(input.account, address);
    fastify.metrics.signIns.inc({ result: 'success' });
    const session = await createSession(db, identity.id);
    return reply.v1(v1Calls.login, {
      token: session.token,
      expiresAt: session.expiresAt.toISOString(),
      userName: identity.userName,
      nickname: identity.nickname,
    });
  });

  fastify.post('/logout', async (request, reply) => {
    const token = tokenOf(request.headers.token);
    if (token) await revokeSession(db, token);
    return reply.v1(v1Calls.logout, null);
  });

  // Public: answers whether the token is valid instead of failing with 10004.
  fastify.get('/checkToken', async (request, reply) => {
    const userId = await currentUserId(db, request);
    return reply.v1(v1Calls.checkToken, { valid: userId !== null });
  });

  // User info: a POST with `user` as the spec has it (the GET stays for older clients). It carries
  // the spec's coupon and payment fields and `outStanding` (docs/decisions/0026).
  const infoHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const userId = await requireUserId(db, request);
    const body = parseParams(
      userInfoBody,
      request.method === 'POST' ? request.body : request.query,
    );
    const info = await userInfo(db, userId);
    if (!info) throw new LegacyError(NOT_LOGGED_IN_CODE, notLoggedInMessage);
    if (body.user !== undefined && body.user !== info.userName)
      throw new LegacyError(400, '参数错误：user 不是当前登录用户');
    const { engine } = fastify.downloads;
    const quota = await engine.quota(userId);
    return reply.v1(v1Calls.userInfo, { ...info, ...paymentInfo(info, quota) });
  };
  fastify.get('/info', infoHandler);
  fastify.post('/info', infoHandler);

  // The header badge: unread messages of the message centre (routes/v1/account/messages).
  fastify.get('/unread', async (request, reply) => {
    const userId = await requireUserId(db, request);
    return reply.v1(v1Calls.unread, { all: await unreadCount(db.orm, userId) });
  });
};

export default account;
