/**
 * Deterministic generated "product render" images (background, a few shaded shapes, textures)
 * and the query transformations users apply to them (crop, resize, JPEG re-encoding, colour
 * shift, screenshot frames). Used by the tests, the benchmark and demo seeding.
 *
 * @module
 */
import sharp from 'sharp';

/** A small seeded pseudo-random generator (mulberry32): the same seed gives the same images. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

function between(random: () => number, low: number, high: number): number {
  return low + random() * (high - low);
}

function hsl(hue: number, saturation: number, lightness: number): string {
  return `hsl(${hue.toFixed(1)},${saturation.toFixed(1)}%,${lightness.toFixed(1)}%)`;
}

/** Options of the catalogue generator. */
export interface SyntheticImageOptions {
  readonly width?: number;
  readonly height?: number;
  /**
   * When true every image shares one neutral studio background, so only the objects tell
   * images apart (the harder case).
   */
  readonly sharedBackground?: boolean;
}

function backgroundSvg(
  random: () => number,
  width: number,
  height: number,
  shared: boolean,
): string {
  if (shared) {
    return (
      `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="#f2f2f0"/><stop offset="0.62" stop-color="#dcdcd8"/>` +
      `<stop offset="1" stop-color="#b9b9b4"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
      `<rect y="${Math.round(height * 0.62)}" width="${width}" height="${Math.round(height * 0.38)}" fill="#c8c8c3" opacity="0.5"/>`
    );
  }
  const hue = between(random, 0, 360);
  const angle = between(random, 0, 1);
  return (
    `<defs><linearGradient id="bg" x1="0" y1="${angle.toFixed(2)}" x2="1" y2="${(1 - angle).toFixed(2)}">` +
    `<stop offset="0" stop-color="${hsl(hue, between(random, 10, 60), between(random, 60, 95))}"/>` +
    `<stop offset="1" stop-color="${hsl((hue + between(random, 20, 120)) % 360, between(random, 10, 60), between(random, 15, 70))}"/>` +
    `</linearGradient></defs><rect width="${width}" height="${height}" fill="url(#bg)"/>`
  );
}

function shapeSvg(random: () => number, index: number, width: number, height: number): string {
  const hue = between(random, 0, 360);
  const light = hsl(hue, between(random, 35, 95), between(random, 55, 85));
  const dark = hsl(
    (hue + between(random, -30, 30) + 360) % 360,
    between(random, 35, 95),
    between(random, 10, 45),
  );
  const gradientId = `g${index}`;
  const patternId = `p${index}`;
  const radial = random() < 0.5;
  const gradient = radial
    ? `<radialGradient id="${gradientId}" cx="${between(random, 0.2, 0.8).toFixed(2)}" cy="${between(random, 0.2, 0.5).toFixed(2)}" r="0.8">` +
      `<stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></radialGradient>`
    : `<linearGradient id="${gradientId}" x1="0" y1="0" x2="${between(random, 0, 1).toFixed(2)}" y2="1">` +
      `<stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`;
  const stripe = Math.round(between(random, 3, 14));
  const pattern =
    `<pattern id="${patternId}" width="${stripe * 2}" height="${stripe * 2}" patternUnits="userSpaceOnUse" patternTransform="rotate(${Math.round(between(random, 0, 180))})">` +
    `<rect width="${stripe}" height="${stripe * 2}" fill="${dark}" opacity="0.35"/></pattern>`;
  const textured = random() < 0.4;
  const cx = between(random, 0.15, 0.85) * width;
  const cy = between(random, 0.15, 0.85) * height;
  const size = between(random, 0.12, 0.38) * Math.min(width, height);
  const kind = pick(random, ['ellipse', 'rect', 'polygon', 'lamp'] as const);
  let body: string;
  switch (kind) {
    case 'ellipse':
      body = `<ellipse cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" rx="${size.toFixed(1)}" ry="${(size * between(random, 0.4, 1.2)).toFixed(1)}" FILL/>`;
      break;
    case 'rect':
      body = `<rect x="${(cx - size).toFixed(1)}" y="${(cy - size * 0.7).toFixed(1)}" width="${(size * 2).toFixed(1)}" height="${(size * between(random, 0.6, 1.8)).toFixed(1)}" rx="${between(random, 0, size / 3).toFixed(1)}" transform="rotate(${between(random, -25, 25).toFixed(1)} ${cx.toFixed(1)} ${cy.toFixed(1)})" FILL/>`;
      break;
    case 'polygon': {
      const corners = 3 + Math.floor(random() * 4);
      const start = between(random, 0, Math.PI);
      const points = Array.from({ length: corners }, (_, corner) => {
        const theta = start + (corner / corners) * Math.PI * 2;
        const radius = size * between(random, 0.6, 1.1);
        return `${(cx + Math.cos(theta) * radius).toFixed(1)},${(cy + Math.sin(theta) * radius).toFixed(1)}`;
      });
      body = `<polygon points="${points.join(' ')}" FILL/>`;
      break;
    }
    case 'lamp': {
      // A shade on a stem over a base: the silhouette of a typical product render.
      const stem = size * 0.12;
      body =
        `<g FILL><polygon points="${(cx - size * 0.9).toFixed(1)},${(cy - size * 0.1).toFixed(1)} ${(cx + size * 0.9).toFixed(1)},${(cy - size * 0.1).toFixed(1)} ${(cx + size * 0.5).toFixed(1)},${(cy - size).toFixed(1)} ${(cx - size * 0.5).toFixed(1)},${(cy - size).toFixed(1)}"/>` +
        `<rect x="${(cx - stem / 2).toFixed(1)}" y="${(cy - size * 0.1).toFixed(1)}" width="${stem.toFixed(1)}" height="${(size * 1.1).toFixed(1)}"/>` +
        `<ellipse cx="${cx.toFixed(1)}" cy="${(cy + size).toFixed(1)}" rx="${(size * 0.55).toFixed(1)}" ry="${(size * 0.15).toFixed(1)}"/></g>`;
      break;
    }
  }
  const filled = body.replace('FILL', `fill="url(#${gradientId})"`);
  const texture = textured ? body.replace('FILL', `fill="url(#${patternId})"`) : '';
  const shadow = `<ellipse cx="${cx.toFixed(1)}" cy="${(cy + size * 1.05).toFixed(1)}" rx="${(size * 0.9).toFixed(1)}" ry="${(size * 0.12).toFixed(1)}" fill="#000" opacity="0.18"/>`;
  return `<defs>${gradient}${pattern}</defs>${shadow}${filled}${texture}`;
}

/** The SVG source of catalogue image `index` (the same index always gives the same picture). */
export function syntheticImageSvg(index: number, options: SyntheticImageOptions = {}): string {
  const width = options.width ?? 320;
  const height = options.height ?? 240;
  const random = createRandom(0x9e3779b1 ^ Math.imul(index + 1, 0x85ebca6b));
  const shapeCount = 2 + Math.floor(random() * 4);
  const shapes = Array.from({ length: shapeCount }, (_, shape) =>
    shapeSvg(random, shape, width, height),
  ).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    backgroundSvg(random, width, height, options.sharedBackground === true) +
    shapes +
    `</svg>`
  );
}

/** Catalogue image `index` rendered as PNG. */
export async function syntheticImage(
  index: number,
  options: SyntheticImageOptions = {},
): Promise<Buffer> {
  return sharp(Buffer.from(syntheticImageSvg(index, options)))
    .png()
    .toBuffer();
}

/** The query transformations users apply to a catalogue picture. */
export const QUERY_TRANSFORMS = [
  'crop',
  'resize',
  'jpeg',
  'colour-shift',
  'solid-border',
  'ui-frame',
] as const;
export type QueryTransform = (typeof QUERY_TRANSFORMS)[number];

/**
 * Makes a query from a catalogue picture. `random` decides the crop window, sizes and colours.
 * - crop: keeps 60-90% of the width and of the height at a random position;
 * - resize: scales to 35-250%; jpeg: re-encodes at quality 35-70;
 * - colour-shift: slight hue, saturation and brightness change, then JPEG;
 * - solid-border: pads with a uniform frame (a screenshot of a picture on a page);
 * - ui-frame: a crop placed inside a window with a title bar, side panel and status bar.
 */
export async function transformForQuery(
  image: Buffer,
  transform: QueryTransform,
  random: () => number,
): Promise<Buffer> {
  const { width, height } = await sharp(image).metadata();
  switch (transform) {
    case 'crop': {
      const cropWidth = Math.round(width * between(random, 0.6, 0.9));
      const cropHeight = Math.round(height * between(random, 0.6, 0.9));
      const left = Math.floor(random() * (width - cropWidth + 1));
      const top = Math.floor(random() * (height - cropHeight + 1));
      return sharp(image)
        .extract({ left, top, width: cropWidth, height: cropHeight })
        .png()
        .toBuffer();
    }
    case 'resize': {
      const scale = random() < 0.5 ? between(random, 0.35, 0.8) : between(random, 1.3, 2.5);
      return sharp(image)
        .resize(Math.max(8, Math.round(width * scale)), Math.max(8, Math.round(height * scale)))
        .png()
        .toBuffer();
    }
    case 'jpeg':
      return sharp(image)
        .jpeg({ quality: Math.round(between(random, 35, 70)) })
        .toBuffer();
    case 'colour-shift':
      return sharp(image)
        .modulate({
          hue: Math.round(between(random, -12, 12)),
          saturation: between(random, 0.85, 1.15),
          brightness: between(random, 0.9, 1.1),
        })
        .jpeg({ quality: 85 })
        .toBuffer();
    case 'solid-border': {
      const grey = Math.round(between(random, 0, 255));
      const pad = (fraction: number) => Math.round(Math.min(width, height) * fraction);
      return sharp(image)
        .extend({
          top: pad(between(random, 0.05, 0.3)),
          bottom: pad(between(random, 0.05, 0.3)),
          left: pad(between(random, 0.05, 0.3)),
          right: pad(between(random, 0.05, 0.3)),
          background: { r: grey, g: grey, b: grey },
        })
        .png()
        .toBuffer();
    }
    case 'ui-frame': {
      const cropWidth = Math.round(width * between(random, 0.75, 1));
      const cropHeight = Math.round(height * between(random, 0.75, 1));
      const left = Math.floor(random() * (width - cropWidth + 1));
      const top = Math.floor(random() * (height - cropHeight + 1));
      const inner = await sharp(image)
        .extract({ left, top, width: cropWidth, height: cropHeight })
        .png()
        .toBuffer();
      const titleBar = Math.round(between(random, 18, 40));
      const sidePanel = Math.round(between(random, 30, 90));
      const statusBar = Math.round(between(random, 10, 24));
      const margin = Math.round(between(random, 4, 16));
      const frameWidth = sidePanel + cropWidth + margin * 2;
      const frameHeight = titleBar + cropHeight + statusBar + margin * 2;
      const dark = random() < 0.5;
      const chrome =
        `<svg xmlns="http://www.w3.org/2000/svg" width="${frameWidth}" height="${frameHeight}">` +
        `<rect width="${frameWidth}" height="${frameHeight}" fill="${dark ? '#2b2b2b' : '#f3f3f3'}"/>` +
        `<rect width="${frameWidth}" height="${titleBar}" fill="${dark ? '#3c3f41' : '#dde3ea'}"/>` +
        `<circle cx="12" cy="${titleBar / 2}" r="5" fill="#ff5f57"/><circle cx="28" cy="${titleBar / 2}" r="5" fill="#febc2e"/>` +
        `<rect x="60" y="${titleBar / 2 - 4}" width="${Math.min(160, frameWidth / 3)}" height="8" fill="${dark ? '#777' : '#999'}"/>` +
        `<rect y="${titleBar}" width="${sidePanel}" height="${frameHeight - titleBar}" fill="${dark ? '#313335' : '#e8e8e8'}"/>` +
        Array.from(
          { length: 5 },
          (_, row) =>
            `<rect x="8" y="${titleBar + 12 + row * 16}" width="${sidePanel - 16}" height="6" fill="${dark ? '#5a5a5a' : '#b5b5b5'}"/>`,
        ).join('') +
        `<rect y="${frameHeight - statusBar}" width="${frameWidth}" height="${statusBar}" fill="${dark ? '#3c3f41' : '#d0d7de'}"/>` +
        `</svg>`;
      return sharp(Buffer.from(chrome))
        .composite([{ input: inner, left: sidePanel + margin, top: titleBar + margin }])
        .png()
        .toBuffer();
    }
  }
}
