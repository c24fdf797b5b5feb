import type { V1Call, V1Reply } from '@yunmo/api-contract/v1/calls';
import { V1_CODES, V1_OK_MESSAGE } from '@yunmo/api-contract/v1/codes';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyReply {
    /** Answers a declared call (@yunmo/api-contract/v1/calls): { code: 200, msg: 'success', data }, `data` typed by the declaration. */
    v1<C extends V1Call>(call: C, data: V1Reply<C>): FastifyReply;
    /** Answers a business failure { code, msg, data: null } with HTTP 200. */
    fail(code: number, msg: string): FastifyReply;
  }
}

export default fp(
  (fastify, _options, done) => {
    fastify.decorateReply('v1', function v1(_call: V1Call, data: unknown) {
      return this.code(200).send({ code: V1_CODES.ok, msg: V1_OK_MESSAGE, data });
    });
    fastify.decorateReply('fail', function fail(code: number, msg: string) {
      return this.code(200).send({ code, msg, data: null });
    });
    done();
  },
  { name: 'legacy-reply' },
);
