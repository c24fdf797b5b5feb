import { describe, expect, it } from 'vitest';
import { encodeRadianceHdr } from './files.js';

/** The format's own decoding rule: (mantissa + 0.5) / 256 * 2^(exponent - 128). */
function decodePixel(bytes: Buffer, offset: number): [number, number, number] {
  const exponent = bytes[offset + 3] ?? 0;
  if (exponent === 0) return [0, 0, 0];
  const scale = 2 ** (exponent - 128) / 256;
  return [
    ((bytes[offset] ?? 0) + 0.5) * scale,
    ((bytes[offset + 1] ?? 0) + 0.5) * scale,
    ((bytes[offset + 2] ?? 0) + 0.5) * scale,
  ];
}

describe('encodeRadianceHdr', () => {
  it('writes the Radiance header and RGBE pixels that decode to the input within the format’s precision', () => {
    const values = [0, 0, 0, 0.25, 0.5, 1, 3.5, 12, 0.001, 100, 100, 100];
    const bytes = encodeRadianceHdr(2, 2, Float32Array.from(values));
    const text = bytes.toString('latin1');
    const headerEnd = text.indexOf('-Y 2 +X 2\n') + '-Y 2 +X 2\n'.length;
    expect(text.startsWith('#?RADIANCE\nFORMAT=32-bit_rle_rgbe\n')).toBe(true);
    expect(bytes.length - headerEnd).toBe(2 * 2 * 4);
    for (let pixel = 0; pixel < 4; pixel += 1) {
      const decoded = decodePixel(bytes, headerEnd + pixel * 4);
      const brightest = Math.max(
        values[pixel * 3]!,
        values[pixel * 3 + 1]!,
        values[pixel * 3 + 2]!,
      );
      for (let channel = 0; channel < 3; channel += 1) {
        // RGBE keeps 8 bits of mantissa relative to the brightest channel.
        expect(Math.abs(decoded[channel]! - values[pixel * 3 + channel]!)).toBeLessThanOrEqual(
          brightest / 128 + 1e-9,
        );
      }
    }
  });
});
