import { describe, expect, it } from 'vitest';
import {
  isValidSchedule,
  membershipSaleAllowed,
  shutdownState,
  SPEC_SHUTDOWN_NOTICE,
} from './shutdown.js';

const spec = {
  uploadClosedOn: SPEC_SHUTDOWN_NOTICE.uploadClosedOn,
  siteClosedOn: SPEC_SHUTDOWN_NOTICE.siteClosedOn,
};
const at = (text: string) => new Date(text);

describe('the shutdown schedule', () => {
  it('without a schedule the marketplace is live: every sale and upload open, nothing converts', () => {
    expect(shutdownState(null, at('2030-01-01T00:00:00+08:00'))).toEqual({
      scheduled: false,
      uploadsOpen: true,
      packageSalesOpen: true,
      siteOpen: true,
      balancesConvert: false,
    });
    expect(membershipSaleAllowed(null, at('2099-01-01T00:00:00Z'))).toBe(true);
  });

  it('closes uploads and package sales on the spec’s 2025-09-12 and the site on 2025-12-01 (Asia/Shanghai days)', () => {
    expect(shutdownState(spec, at('2025-09-11T23:59:59+08:00'))).toMatchObject({
      uploadsOpen: true,
      packageSalesOpen: true,
      siteOpen: true,
    });
    expect(shutdownState(spec, at('2025-09-12T00:00:00+08:00'))).toMatchObject({
      uploadsOpen: false,
      packageSalesOpen: false,
      siteOpen: true,
      balancesConvert: false,
    });
    expect(shutdownState(spec, at('2025-11-30T16:00:00Z'))).toMatchObject({
      siteOpen: false,
      balancesConvert: true,
    });
  });

  it('sells no membership that runs past the closing day', () => {
    expect(membershipSaleAllowed(spec, at('2025-11-30T12:00:00+08:00'))).toBe(true);
    expect(membershipSaleAllowed(spec, at('2025-12-01T00:00:00+08:00'))).toBe(true);
    expect(membershipSaleAllowed(spec, at('2026-08-01T00:00:00+08:00'))).toBe(false);
  });

  it('accepts only real days, uploads closing no later than the site', () => {
    expect(isValidSchedule(spec)).toBe(true);
    expect(isValidSchedule({ uploadClosedOn: '2025-12-02', siteClosedOn: '2025-12-01' })).toBe(
      false,
    );
    expect(isValidSchedule({ uploadClosedOn: '2025-02-30', siteClosedOn: '2025-12-01' })).toBe(
      false,
    );
    expect(isValidSchedule({ uploadClosedOn: 'soon', siteClosedOn: '2025-12-01' })).toBe(false);
  });
});
