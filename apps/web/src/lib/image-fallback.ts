/**
 * Broken pictures show a neutral placeholder instead of the browser's broken-image icon. One
 * capture-phase listener covers every <img> of the app (cards, galleries, avatars), so no image
 * component has to remember its own fallback.
 */
const svg = (body: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 90">${body}</svg>`)}`;

/** Grey frame with a picture glyph. */
export const IMAGE_FALLBACK = svg(
  '<rect width="120" height="90" fill="#eef0f3"/><path d="M38 62l16-20 12 14 8-9 10 15z" fill="#c2c7d0"/><circle cx="74" cy="34" r="6" fill="#c2c7d0"/>',
);
/** Head and shoulders on grey, for authors without a usable picture. */
export const AVATAR_FALLBACK = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 56 56"><rect width="56" height="56" fill="#e5e8ed"/><circle cx="28" cy="22" r="10" fill="#b4bac4"/><path d="M10 52c2-12 10-17 18-17s16 5 18 17z" fill="#b4bac4"/></svg>',
)}`;

/** Replaces a failed picture once (a failing fallback must not loop). */
export function applyImageFallback(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLImageElement) || target.dataset.fallback === 'applied') return false;
  target.dataset.fallback = 'applied';
  target.removeAttribute('srcset');
  target.src =
    target.closest('[data-avatar]') || target.classList.contains('avatar')
      ? AVATAR_FALLBACK
      : IMAGE_FALLBACK;
  return true;
}

export function installImageFallback(root: Document = document): () => void {
  const onError = (event: Event) => {
    applyImageFallback(event.target);
  };
  // `error` does not bubble from <img>; the capture phase still sees it.
  root.addEventListener('error', onError, true);
  return () => {
    root.removeEventListener('error', onError, true);
  };
}
