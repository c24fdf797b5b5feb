import { describe, expect, it } from 'vitest';
import { escapeHtml, injectSeoTags } from './spa.js';

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
