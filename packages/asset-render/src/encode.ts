import sharp from 'sharp';
import type { RenderedImage } from './render.js';

export function toWebp(image: RenderedImage, quality = 82): Promise<Buffer> {
  return sharp(Buffer.from(image.rgb.buffer, image.rgb.byteOffset, image.rgb.byteLength), {
    raw: { width: image.width, height: image.height, channels: 3 },
  })
    .webp({ quality, effort: 2 })
    .toBuffer();
}

export function toPng(image: RenderedImage): Promise<Buffer> {
  return sharp(Buffer.from(image.rgb.buffer, image.rgb.byteOffset, image.rgb.byteLength), {
    raw: { width: image.width, height: image.height, channels: 3 },
  })
    .png({ compressionLevel: 6 })
    .toBuffer();
}
