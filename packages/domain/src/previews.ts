/**
 * Sizes of the rendered previews, shared by the API (which renders them) and the web (which asks for
 * them with srcset). A model preview is 4:3: thumbnail 480 px wide (list cards), card 800 px (cards at
 * 2×, small screens) and detail 1200 px (the gallery). Banners are 4:1 at 800 and 1600 px (the home carousel is 400 px high across the page), avatars square.
 */
export const modelPreviewWidths = { thumb: 480, card: 800, detail: 1200 } as const;
export const modelPreviewAspect = 3 / 4;
export const bannerPreviewWidths = [800, 1600] as const;
export const bannerPreviewAspect = 1 / 4;
export const avatarPreviewWidths = [96, 192] as const;

/** A banner's preview key: the API records what it shows, the file server renders it. */
export function bannerKey(slot: string, index: number): string {
  return `banner/${slot}-${String(index)}`;
}
/** A banner's rendered picture (4:1) at one of `bannerPreviewWidths`. */
export function bannerPreviewPath(key: string, width: number): string {
  return `/files/renders/${key}/scene-${String(width)}.webp`;
}
/**
 * The UE channel's pictures, rendered scenes like the home banners: `UE_CHANNEL_PICTURES.slides`
 * carousel slides, then one poster per demo video. The page addresses them by key; the seed (and
 * the API's boot, for a catalogue seeded before them) records what each one shows.
 */
export const UE_CHANNEL_PICTURES = { slot: 'ue-channel', slides: 9, posters: 3 } as const;

/** Model renders (cover and gallery angles) and material previews (cover, tiled swatch, material ball). */
const modelPreview = /^(.*\/(?:cover|front|side|top|swatch|ball)-)(480|800|1200)(\.webp)$/u;
const bannerPreview = /^(.*\/scene-)(800|1600)(\.webp)$/u;
const avatarPreview = /^(.*\/portrait-)(96|192)(\.webp)$/u;

/**
 * The srcset of a rendered preview URL (every listed width of the same picture), or undefined for
 * any other image, which then keeps its single src.
 */
export function previewSrcSet(url: string): string | undefined {
  for (const [pattern, widths] of [
    [modelPreview, Object.values(modelPreviewWidths)],
    [bannerPreview, bannerPreviewWidths],
    [avatarPreview, avatarPreviewWidths],
  ] as const) {
    const match = pattern.exec(url);
    if (match)
      return widths
        .map((width) => `${match[1]!}${String(width)}${match[3]!} ${String(width)}w`)
        .join(', ');
  }
  return undefined;
}

type Rgb = readonly [number, number, number];

/**
 * The studio backdrop behind every model render, in sRGB at the top and the bottom of the picture.
 * The renderer paints it down the rows, blended by smoothstep in linear light; a frame wider than a
 * render continues it on both sides (`studioBackdropGradient`), so the picture has no visible edge.
 */
export const studioBackdrop: { readonly top: Rgb; readonly bottom: Rgb } = {
  top: [246, 246, 244],
  bottom: [226, 226, 222],
};

function srgbToLinear(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
}

function linearToSrgb(c: number): number {
  return Math.round(255 * (c <= 0.0031308 ? c * 12.92 : 1.055 * Math.pow(c, 1 / 2.4) - 0.055));
}

/** The backdrop's sRGB colour at height `t` of a render (0 top, 1 bottom), away from the model and its shadow. */
export function studioBackdropAt(t: number): Rgb {
  const s = Math.min(1, Math.max(0, t));
  const blend = s * s * (3 - 2 * s);
  const channel = (index: 0 | 1 | 2) => {
    const top = srgbToLinear(studioBackdrop.top[index]);
    return linearToSrgb(top + (srgbToLinear(studioBackdrop.bottom[index]) - top) * blend);
  };
  return [channel(0), channel(1), channel(2)];
}

/** The backdrop as a CSS gradient from top to bottom, with `stops` colour stops (at least 2). */
export function studioBackdropGradient(stops = 9): string {
  const count = Math.max(2, Math.floor(stops));
  const parts = Array.from({ length: count }, (_, index) => {
    const t = index / (count - 1);
    const [r, g, b] = studioBackdropAt(t);
    return `rgb(${String(r)} ${String(g)} ${String(b)}) ${String(Math.round(t * 1000) / 10)}%`;
  });
  return `linear-gradient(to bottom, ${parts.join(', ')})`;
}
