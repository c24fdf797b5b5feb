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
