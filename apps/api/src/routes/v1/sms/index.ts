import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { v1Calls } from '@yunmo/api-contract/v1/calls';
import { SandboxSmsProvider } from '../../../accounts/sms/sandbox.js';
import { parseParams } from '../../../http/params.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/gu, (character) => `&#${String(character.charCodeAt(0))};`);
}

/**
 * The sandbox SMS outbox: what the sandbox provider "sent", newest first, for developers and browser
 * tests. Only with the sandbox provider and outside production; otherwise the page does not exist.
 */
const smsRoutes: FastifyPluginAsync = async (fastify) => {
  const { sms, sandboxOutbox } = fastify.accountSecurity;
  if (!sandboxOutbox || !(sms instanceof SandboxSmsProvider)) return;

  fastify.get('/sandbox/outbox', async (request, reply) => {
    const { phone } = parseParams(
      z.object({
        phone: z
          .string()
          .regex(/^[0-9]{11}$/u, '参数错误：phone 无效')
          .optional(),
      }),
      request.query,
    );
    const messages = sms.outbox(phone);
    void reply.header('cache-control', 'no-store');
    if (!(request.headers.accept ?? '').includes('text/html'))
      return reply.v1(v1Calls.smsOutbox, messages);
    const rows = messages
      .map(
        (message) =>
          `<tr><td>${escapeHtml(message.sentAt)}</td><td>${escapeHtml(message.phone)}</td><td>${escapeHtml(message.text)}</td></tr>`,
      )
      .join('');
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>短信沙箱</title><h1>短信沙箱（未真正发送）</h1><table border="1" cellpadding="6"><tr><th>时间</th><th>手机号</th><th>内容</th></tr>${rows}</table></html>`,
      );
  });
};

export default smsRoutes;
