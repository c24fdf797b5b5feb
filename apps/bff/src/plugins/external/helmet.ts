import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Same-origin scripts only; images from here, data: and blob: (pasted screenshots, crops).
 * 'wasm-unsafe-eval' lets the 3D viewer compile its meshopt decoder (WebAssembly); it allows no
 * JavaScript eval.
 */
export const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    mediaSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    scriptSrcAttr: ["'none'"],
  },
};

export default fp(
  async function helmetPlugin(fastify: FastifyInstance) {
    // HSTS is sent by the app only over HTTPS (see app.ts): over plain HTTP it means nothing or worse.
    // Pictures answered by a bucket or CDN (the API's PICTURE_PUBLIC_BASE_URL) come from its origin.
    const base = fastify.config.PICTURE_PUBLIC_BASE_URL;
    await fastify.register(helmet, {
      contentSecurityPolicy:
        base === undefined
          ? contentSecurityPolicy
          : {
              ...contentSecurityPolicy,
              directives: {
                ...contentSecurityPolicy.directives,
                imgSrc: [...contentSecurityPolicy.directives.imgSrc, new URL(base).origin],
              },
            },
      global: true,
      strictTransportSecurity: false,
    });
  },
  { name: 'helmet', dependencies: ['env'] },
);
