import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCheckToken, useDynamicTime, useWechatShare } from './site-calls';
import { createTestStore } from '@/testing/providers';

let answers: Record<string, unknown> = {};
const calls: string[] = [];

beforeEach(() => {
  calls.length = 0;
  answers = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string) => {
      const request =
        typeof input === 'string' ? new Request(new URL(input, 'http://localhost')) : input;
      const url = new URL(request.url);
      calls.push(`${request.method} ${url.pathname}${url.search}`);
      const answer = answers[url.pathname];
      return answer === undefined ? new Response('{}', { status: 404 }) : Response.json(answer);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete window.wx;
  document.cookie = 'login=; Max-Age=0; path=/';
});

function wrapper({ children }: { children: ReactNode }) {
  const store = createTestStore();
  return <Provider store={store}>{children}</Provider>;
}

describe('the dynamic time', () => {
  it('calls dynamic time and writes url, pubDate and upDate as structured data into the head', async () => {
    answers['/api/kinds/ue4/models/u-1/dynamic-time'] = {
      url: 'https://y/detail/ue4/u-1',
      pubDate: '2026-01-01T08:00:00',
      upDate: '2026-02-01T08:00:00',
    };
    const { unmount } = renderHook(() => useDynamicTime('ue4', 'u-1'), { wrapper });
    await waitFor(() => expect(document.getElementById('dynamic-time-ld')).not.toBeNull());
    const data = JSON.parse(
      document.getElementById('dynamic-time-ld')?.textContent ?? '{}',
    ) as Record<string, string>;
    expect(data).toEqual({
      '@context': 'https://ziyuan.baidu.com/contexts/cambrian.jsonld',
      '@id': 'https://y/detail/ue4/u-1',
      pubDate: '2026-01-01T08:00:00',
      upDate: '2026-02-01T08:00:00',
    });
    unmount();
    expect(document.getElementById('dynamic-time-ld')).toBeNull();
  });
});

describe('the WeChat share', () => {
  const share = {
    title: '王设计的个人主页',
    desc: '作品',
    link: 'https://y/personalCenter/center?flag=x',
  };

  it('asks the share signature for the page address and only logs when the SDK parameters are missing', async () => {
    answers['/api/share/signature'] = {
      appId: null,
      timestamp: null,
      nonceStr: null,
      signature: null,
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderHook(() => useWechatShare(share), { wrapper });
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(calls[0]).toBe(
      `GET /api/share/signature?url=${encodeURIComponent(window.location.href)}`,
    );
    expect(warn).toHaveBeenCalledWith(
      'wechat share failed: missing SDK parameters',
      'wx, appId, timestamp, nonceStr, signature',
    );
  });

  it('configures the JS-SDK and sets the share data when everything is there', async () => {
    answers['/api/share/signature'] = {
      appId: 'wx-app',
      timestamp: 1,
      nonceStr: 'n',
      signature: 's',
    };
    const sdk = {
      config: vi.fn(),
      ready: (callback: () => void) => callback(),
      updateAppMessageShareData: vi.fn(),
      updateTimelineShareData: vi.fn(),
    };
    window.wx = sdk;
    renderHook(() => useWechatShare(share), { wrapper });
    await waitFor(() => expect(sdk.updateAppMessageShareData).toHaveBeenCalled());
    expect(sdk.config).toHaveBeenCalledWith(
      expect.objectContaining({ appId: 'wx-app', signature: 's', nonceStr: 'n', timestamp: 1 }),
    );
    expect(sdk.updateTimelineShareData).toHaveBeenCalledWith({ ...share, imgUrl: '' });
  });
});

describe('checkToken', () => {
  it('is called for a displayed login and forgets it when the server no longer knows the token', async () => {
    document.cookie = 'login=demo_user; path=/';
    answers['/api/session/token-check'] = { valid: false };
    const { result } = renderHook(() => useCheckToken(), { wrapper });
    await waitFor(() => expect(result.current.valid).toBe(false));
    expect(calls).toContain('GET /api/session/token-check');
    await waitFor(() => expect(document.cookie).not.toContain('login=demo_user'));
  });

  it('is not called for a guest', () => {
    renderHook(() => useCheckToken(), { wrapper });
    expect(calls).toEqual([]);
  });
});
