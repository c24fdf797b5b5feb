import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './src/build/precompress';

const here = path.dirname(fileURLToPath(import.meta.url));
const bff = process.env.BFF_ORIGIN ?? 'http://127.0.0.1:3000';

const require = createRequire(import.meta.url);
// react-router's package exports point every bundler at its development build (warnings and
// invariant checks on the first render's path); the shipped app takes the production build.
const reactRouterProduction = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ mode, isSsrBuild }) => ({
  // Brotli and gzip copies beside the built files, sent as they are by the gateway.
  plugins: [react(), ...(isSsrBuild ? [] : [precompress()])],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(here, 'src') },
      ...(mode === 'production'
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : []),
    ],
  },
  server: {
    port: 5173,
    strictPort: false,
    proxy: { '/api': bff, '/v1': bff, '/files': bff },
  },
  // The manifest tells the gateway which chunks and styles a server-rendered page's route needs.
  build: { target: 'es2022', sourcemap: false, manifest: !isSsrBuild },
  // The server render (src/ssr, built by `build:ssr` into dist-ssr for the gateway): workspace
  // packages are bundled (they import CSS, which the server build drops); other packages stay
  // imports from node_modules.
  ssr: { noExternal: [/^@yunmo\//, 'swiper'] },
}));
