import node from '@yunmo/config/eslint/node';
import { boundariesPlugin } from '@yunmo/config/eslint/boundaries';

const root = import.meta.dirname;
/** Everything below the routes and the plugins that wire them: the services. */
const services = [
  'src/accounts',
  'src/assets',
  'src/catalogue',
  'src/downloads',
  'src/http',
  'src/image-index',
  'src/jobs',
  'src/ledger',
  'src/messages',
  'src/notices',
  'src/object-storage',
  'src/payments',
  'src/previews',
  'src/ranking',
  'src/search',
];

/**
 * Layers: routes, then services, then db. A lower layer never imports a higher one, and nothing
 * that runs in the API imports the demo seed; the seed may import anything. The one exception is
 * the boot step that seeds an empty catalogue (plugins/app/db.ts), which is what `npm start` asks for.
 */
export default [
  ...node,
  {
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.test.ts'],
    plugins: { yunmo: boundariesPlugin },
    rules: {
      'yunmo/import-boundaries': [
        'error',
        {
          root,
          zones: [
            {
              from: 'src/db',
              disallow: [...services, 'src/routes', 'src/plugins'],
              allowTypeImports: true,
              message: 'db may not import services, routes or plugins',
            },
            ...services.map((dir) => ({
              from: dir,
              disallow: ['src/routes', 'src/plugins'],
              allowTypeImports: true,
              message: 'Services may not import routes or plugins',
            })),
            {
              from: 'src',
              except: ['src/seed', 'src/plugins/app/db.ts'],
              disallow: ['src/seed'],
              message: 'Runtime code may not import the demo seed (src/seed)',
            },
          ],
        },
      ],
    },
  },
];
