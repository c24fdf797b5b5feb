import { renderHook } from '@testing-library/react';
import { headFor } from '@yunmo/domain/seo';
import { describe, expect, it } from 'vitest';
import { listHeadRoute } from './list-head';
import { readListUrl } from './list-url';
import { useHead } from '@/lib/use-head';

const categories = [{ id: 1, name: '家具', children: [{ id: 11, name: '沙发' }] }];

describe('list page head', () => {
  it('titles a search in a list exactly as the gateway serves it: keyword, subcategory, kind, site', () => {
    document.head.innerHTML = '<link rel="canonical" href="https://www.yunmo.test/list/max">';
    const url = readListUrl(
      'max',
      '1-11-0-1-0-0-0-0-0-0-0-0',
      new URLSearchParams({ element: '<b>沙发</b>' }),
    );
    renderHook(() => {
      useHead(listHeadRoute(url, categories));
    });
    // The same address and strings as apps/bff/test/spa.test.ts checks in the served HTML.
    expect(document.title).toBe('<b>沙发</b> - 沙发 - 3D模型 - 云模型');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://www.yunmo.test/list/max/1-11-0-1-0-0-0-0-0-0-0-0?element=%3Cb%3E%E6%B2%99%E5%8F%91%3C%2Fb%3E',
    );
  });

  it('titles a default list as the gateway does, before the categories load', () => {
    const url = readListUrl('ue4', undefined, new URLSearchParams());
    expect(headFor(listHeadRoute(url, [])).title).toBe('UE模型下载 - 云模型');
  });
});
