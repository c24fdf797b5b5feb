import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyReply {
    /** Answers { code: 200, msg: 'success', data }. */
    ok(data: unknown): FastifyReply;
    /** Answers a business failure { code, msg, data: null } with HTTP 200. */
    fail(code: number, msg: string): FastifyReply;
  }
}

export default fp(
  (fastify, _options, done) => {
    fastify.decorateReply('ok', function ok(data: unknown) {
      return this.code(200).send({ code: 200, msg: 'success', data });
    });
    fastify.decorateReply('fail', function fail(code: number, msg: string) {
      return this.code(200).send({ code, msg, data: null });
    });
    done();
  },
  { name: 'legacy-reply' },
);
