/** sRGB colours as artists pick them, 0..1 per channel. */
export type Rgb = readonly [number, number, number];

export function hex(code: string): Rgb {
  const value = Number.parseInt(code.replace('#', ''), 16);
  return [((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255];
}

export function srgbToLinear(c: number): number {
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}
export function linearToSrgb(c: number): number {
  const x = c <= 0 ? 0 : c >= 1 ? 1 : c;
  return x <= 0.003_130_8 ? x * 12.92 : 1.055 * x ** (1 / 2.4) - 0.055;
}

/** 8-bit sRGB to linear, as a table: the renderer reads a million texels per frame. */
export const srgbByteToLinear: Float32Array = (() => {
  const table = new Float32Array(256);
  for (let index = 0; index < 256; index += 1) table[index] = srgbToLinear(index / 255);
  return table;
})();
