import { renderHook } from '@testing-library/react';
import { headFor } from '@yunmo/domain/seo';
import { beforeEach, describe, expect, it } from 'vitest';
import { useHead } from './use-head';

describe('useHead', () => {
  beforeEach(() => {
    // The head the gateway served, with its canonical link on the public origin.
    document.head.innerHTML =
      '<title>云模</title><meta name="description" content="x"><link rel="canonical" href="https://www.yunmo.test/">';
  });

  it('sets the title and description of headFor, keeping the served public origin, never the address bar', () => {
    renderHook(() => {
      useHead({ name: 'ranking' });
    });
    expect(document.title).toBe('作者排行榜 - 云模型');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://www.yunmo.test/ranking',
    );
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      headFor({ name: 'ranking' }).description,
    );
  });
});
