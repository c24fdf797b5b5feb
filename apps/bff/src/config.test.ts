import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('gateway configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      V1_UPSTREAM: 'http://127.0.0.1:4010',
      PORT: 3000,
      HOST: '127.0.0.1',
      CACHE_TTL_MS: 30_000,
      LOGIN_URL: '/login',
      UPSTREAM_TIMEOUT_MS: 5000,
    });
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.WEB_DIST).toMatch(/apps[/\\]web[/\\]dist$/);
  });

  it('renders pages on the server unless SSR=0', () => {
    expect(loadConfig({}).SSR).toBe(true);
    expect(loadConfig({ SSR: '1' }).SSR).toBe(true);
    expect(loadConfig({ SSR: '0' }).SSR).toBe(false);
    expect(() => loadConfig({ SSR: 'yes' })).toThrow(/SSR/);
  });

  it('treats empty values as absent and trims trailing slashes', () => {
    const config = loadConfig({
      REDIS_URL: '',
      PUBLIC_ORIGIN: 'https://www.yunmo.test/',
      V1_UPSTREAM: 'http://api:4010/',
    });
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.PUBLIC_ORIGIN).toBe('https://www.yunmo.test');
    expect(config.V1_UPSTREAM).toBe('http://api:4010');
  });

  it('trusts no proxy and writes links for localhost:PORT unless told otherwise', () => {
    expect(loadConfig({}).TRUST_PROXY).toEqual([]);
    expect(loadConfig({}).PUBLIC_ORIGIN).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '3121' }).PUBLIC_ORIGIN).toBe('http://localhost:3121');
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1 ::1,fd00::/8' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
    ]);
    for (const bad of ['loopback', '10.0.0.0/33', '10.0.0.0/8/1', '*', 'example.com'])
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ GATEWAY_SECRET: 'short' })).toThrow(/GATEWAY_SECRET/);
  });

  it('refuses bad values at start, naming every one', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'eighty',
        V1_UPSTREAM: 'ftp://x',
        CACHE_TTL_MS: '-1',
        REDIS_URL: 'http://cache',
      });
    expect(attempt).toThrow(/Invalid gateway configuration/);
    const message = (() => {
      try {
        attempt();
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    for (const name of ['PORT', 'V1_UPSTREAM', 'CACHE_TTL_MS', 'REDIS_URL'])
      expect(message).toContain(name);
  });

  it('refuses to start in production without its public origin and the secret shared with the API', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /PUBLIC_ORIGIN[\s\S]*GATEWAY_SECRET/u,
    );
    expect(
      loadConfig({
        NODE_ENV: 'production',
        PUBLIC_ORIGIN: 'https://www.yunmo.test',
        GATEWAY_SECRET: 'g'.repeat(40),
      }).PUBLIC_ORIGIN,
    ).toBe('https://www.yunmo.test');
  });
});
