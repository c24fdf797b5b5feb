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
    await fastify.register(helmet, {
      contentSecurityPolicy,
      global: true,
      strictTransportSecurity: false,
    });
  },
  { name: 'helmet' },
);
