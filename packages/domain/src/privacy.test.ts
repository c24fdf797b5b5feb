import { describe, expect, it } from 'vitest';
import { maskPhone, phoneForViewer } from './privacy.js';

describe('phone masking', () => {
  it('keeps the first three and last four digits of a mobile number', () => {
    expect(maskPhone('19900000001')).toBe('199****0001');
    expect(maskPhone('13812345678')).toBe('138****5678');
  });

  it('never shows a short or missing number in clear', () => {
    expect(maskPhone(null)).toBeNull();
    expect(maskPhone('')).toBeNull();
    expect(maskPhone('1234567')).toBe('*******');
  });

  it('shows the owner a masked number and everyone else nothing', () => {
    expect(phoneForViewer('19900000006', 6, 6)).toBe('199****0006');
    expect(phoneForViewer('19900000006', 6, 7)).toBeNull();
    expect(phoneForViewer('19900000006', 6, null)).toBeNull();
  });
});
