import { describe, expect, it } from 'vitest';
import { escapeHtml, injectSeoTags, leadImagePreload, preferredEncoding } from './spa.js';

describe('SEO tags', () => {
  it('escapes HTML in text and attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });

  it('replaces the existing title and description and adds canonical and og tags', () => {
    const html =
      '<html><head><title>old</title><meta name="description" content="old"></head><body></body></html>';
    const result = injectSeoTags(
      html,
      {
        title: 'A & B',
        description: 'd',
        canonicalPath: '/list/max/0-0-0-1-0-0-0-0-0-0-0-0',
        imageUrl: '/files/a.jpg',
      },
      'https://yunmo.test',
    );
    expect(result).toBe(
      '<html><head><title>A &amp; B</title><meta name="description" content="d">' +
        '<link rel="canonical" href="https://yunmo.test/list/max/0-0-0-1-0-0-0-0-0-0-0-0">' +
        '<meta property="og:title" content="A &amp; B"><meta property="og:description" content="d">' +
        '<meta property="og:url" content="https://yunmo.test/list/max/0-0-0-1-0-0-0-0-0-0-0-0">' +
        '<meta property="og:image" content="https://yunmo.test/files/a.jpg"></head><body></body></html>',
    );
  });

  it('keeps absolute image URLs', () => {
    const result = injectSeoTags(
      '<head></head>',
      { title: 't', description: 'd', canonicalPath: '/', imageUrl: 'https://cdn.test/a.jpg' },
      'https://yunmo.test',
    );
    expect(result).toContain('content="https://cdn.test/a.jpg"');
  });
});

describe('rendered pages', () => {
  it('takes the high-priority picture preloads React wrote in the body, for the head', () => {
    const high =
      '<link rel="preload" as="image" imageSrcSet="/a-480.webp 480w" imageSizes="344px" fetchPriority="high"/>';
    const later =
      '<link rel="preload" as="image" imageSrcSet="/c-480.webp 480w" imageSizes="344px"/>';
    expect(leadImagePreload(`${high}${high.replace('/a-', '/b-')}${later}<div>…</div>`)).toBe(
      high + high.replace('/a-', '/b-'),
    );
    expect(leadImagePreload('<div>no pictures</div>')).toBe('');
  });

  it('picks brotli, then gzip, and honours a refusal', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});
