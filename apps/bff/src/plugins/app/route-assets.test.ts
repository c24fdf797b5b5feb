import { describe, expect, it } from 'vitest';
import { routeAssetLinks, type BuildManifest } from './route-assets.js';

const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/index-a.js',
    imports: ['_jsx-b.js'],
    css: ['assets/index-a.css'],
  },
  '_jsx-b.js': { file: 'assets/jsx-b.js' },
  '_grid-c.js': { file: 'assets/grid-c.js', imports: ['_jsx-b.js'], css: ['assets/grid-c.css'] },
  'src/app/routes/channel.tsx': {
    file: 'assets/channel-d.js',
    imports: ['index.html', '_grid-c.js', '_jsx-b.js'],
    css: ['assets/channel-d.css'],
  },
};

describe('routeAssetLinks', () => {
  it('links the route chunk, its imports and their styles, leaving out what the entry brings', () => {
    expect(routeAssetLinks(manifest, 'src/app/routes/channel.tsx')).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/channel-d.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/grid-c.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/channel-d.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/grid-c.js">',
    );
  });

  it('links nothing for a module the build does not know', () => {
    expect(routeAssetLinks(manifest, 'src/app/routes/gone.tsx')).toBe('');
  });
});
