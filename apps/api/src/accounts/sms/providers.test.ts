import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AliyunSmsProvider, signedSendSmsQuery, type AliyunSmsSettings } from './aliyun.js';
import { SandboxSmsProvider } from './sandbox.js';

const settings: AliyunSmsSettings = {
  accessKeyId: 'testId',
  accessKeySecret: 'testSecret',
  signName: '云模',
  codeTemplate: 'SMS_1',
  registeredTemplate: 'SMS_2',
  endpoint: 'https://dysmsapi.example',
};

describe('SMS providers', () => {
  it('signs Aliyun SendSms calls over the sorted, RFC 3986-encoded parameters', () => {
    const query = signedSendSmsQuery(
      settings,
      { kind: 'register-code', phone: '13100000001', code: '123456' },
      new Date('2026-11-24T02:00:00.000Z'),
      'nonce-1',
    );
    const parameters = new URLSearchParams(query);
    expect(parameters.get('TemplateCode')).toBe('SMS_1');
    expect(parameters.get('TemplateParam')).toBe('{"code":"123456"}');
    expect(parameters.get('Timestamp')).toBe('2026-11-24T02:00:00Z');
    // The signature is HMAC-SHA1 with "secret&" over GET&%2F&<encoded canonical query>, the canonical query being everything after it.
    const canonical = query.slice(query.indexOf('&') + 1);
    const keys = canonical.split('&').map((pair) => pair.split('=')[0] ?? '');
    expect(keys).toEqual([...keys].sort());
    const expected = createHmac('sha1', 'testSecret&')
      .update(`GET&%2F&${encodeURIComponent(canonical)}`)
      .digest('base64');
    expect(parameters.get('Signature')).toBe(expected);
    expect(canonical).toContain('SignName=%E4%BA%91%E6%A8%A1');
    const registered = new URLSearchParams(
      signedSendSmsQuery(settings, { kind: 'already-registered', phone: '13100000001' }),
    );
    expect(registered.get('TemplateCode')).toBe('SMS_2');
    expect(registered.has('TemplateParam')).toBe(false);
  });

  it('fails loudly when Aliyun refuses a message', async () => {
    const refusing = (() =>
      Promise.resolve(
        new Response(JSON.stringify({ Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: 'limit' }), {
          status: 200,
        }),
      )) as typeof fetch;
    await expect(
      new AliyunSmsProvider(settings, refusing).send({
        kind: 'register-code',
        phone: '13100000001',
        code: '123456',
      }),
    ).rejects.toThrow(/BUSINESS_LIMIT_CONTROL/u);
    let called = '';
    const accepting = ((url: string) => {
      called = url;
      return Promise.resolve(new Response(JSON.stringify({ Code: 'OK' }), { status: 200 }));
    }) as typeof fetch;
    await new AliyunSmsProvider(settings, accepting).send({
      kind: 'already-registered',
      phone: '13100000001',
    });
    expect(called.startsWith('https://dysmsapi.example/?Signature=')).toBe(true);
  });

  it('keeps sandbox messages for the outbox and logs them with the phone masked', async () => {
    const lines: string[] = [];
    const sandbox = new SandboxSmsProvider((line) => lines.push(line));
    await sandbox.send({ kind: 'register-code', phone: '13100000001', code: '654321' });
    await sandbox.send({ kind: 'already-registered', phone: '13100000002' });
    expect(sandbox.outbox('13100000001')[0]?.text).toContain('验证码为654321');
    expect(sandbox.outbox()).toHaveLength(2);
    expect(lines[0]).toContain('131****0001');
    expect(lines.join('\n')).not.toContain('13100000001');
  });
});
