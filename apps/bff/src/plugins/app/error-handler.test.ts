import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../errors.js';
import { toApiError } from './error-handler.js';

function fastifyError(code: string, statusCode: number): Error {
  return Object.assign(new Error(`internal detail ${code}`), { code, statusCode });
}

describe('error mapping', () => {
  it('keeps ApiErrors as they are', () => {
    const error = new ApiError(401, 'NOT_LOGGED_IN', 'not logged in', { loginUrl: '/login' });
    expect(toApiError(error)).toBe(error);
  });

  it.each([
    ['FST_ERR_CTP_BODY_TOO_LARGE', 413, 413, 'PAYLOAD_TOO_LARGE'],
    ['FST_ERR_CTP_INVALID_MEDIA_TYPE', 415, 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['FST_CSRF_INVALID_TOKEN', 403, 403, 'CSRF_REJECTED'],
    ['FST_ERR_CTP_INVALID_JSON_BODY', 400, 400, 'BAD_REQUEST'],
    ['SOMETHING_ELSE', 500, 500, 'INTERNAL'],
  ])('%s (%i) becomes %i %s without internals', (code, status, expectedStatus, expectedCode) => {
    const mapped = toApiError(fastifyError(code, status));
    expect(mapped.statusCode).toBe(expectedStatus);
    expect(mapped.code).toBe(expectedCode);
    expect(mapped.message).not.toContain('internal detail');
  });

  it('a response that breaks the contract becomes 500 server internal error', () => {
    const failure = z.object({ id: z.number() }).safeParse({ id: 'x' });
    if (failure.success) throw new Error('expected a zod failure');
    const mapped = toApiError(
      new ResponseSerializationError('GET', '/api/home', { cause: failure.error }),
    );
    expect(mapped.toBody()).toMatchObject({
      code: 'INTERNAL',
      status: 500,
      detail: 'server internal error',
      legacyCode: -1,
    });
    expect(mapped.statusCode).toBe(500);
  });
});
