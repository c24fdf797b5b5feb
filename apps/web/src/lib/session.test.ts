import { describe, expect, it } from 'vitest';
import { readSession } from './session';

describe('readSession', () => {
  it('reads the display login cookie, else a readable account cookie', () => {
    expect(readSession('csrf=x; login=demo_user')).toEqual({
      loggedIn: true,
      userName: 'demo_user',
    });
    expect(readSession('account=%E6%BC%94%E7%A4%BA')).toEqual({ loggedIn: true, userName: '演示' });
    expect(readSession('csrf=x')).toEqual({ loggedIn: false });
    expect(readSession('login=%E0%A4%A')).toEqual({ loggedIn: false });
  });
});
