import { describe, expect, it } from 'vitest';
import { v1Calls } from './calls.js';
import { v1PublicEffect } from './public-effect.js';

describe('what a /v1 write changes that every visitor is shown', () => {
  it('lets every download step move only counters', () => {
    for (const call of [
      v1Calls.checkUserPay,
      v1Calls.downPay,
      v1Calls.mappingDownState,
      v1Calls.mappingPayDown,
      v1Calls.ue4CheckDownload,
      v1Calls.ue4Down,
      v1Calls.uecDownState,
      v1Calls.uecDown,
    ])
      expect(v1PublicEffect(call.path)).toBe('counts');
  });

  it('keeps the caller’s own state and searches by body out, and treats anything else as a change', () => {
    expect(v1PublicEffect(v1Calls.checkMember.path)).toBe('none');
    expect(v1PublicEffect(v1Calls.channelSearch.path)).toBe('none');
    expect(v1PublicEffect('/v1/account/login')).toBe('none');
    expect(v1PublicEffect('/v1/sms/send')).toBe('none');
    expect(v1PublicEffect('/v1/favor')).toBe('all');
    expect(v1PublicEffect('/v1/upload/save')).toBe('all');
    expect(v1PublicEffect('/v1/no-such-call')).toBe('all');
  });
});
