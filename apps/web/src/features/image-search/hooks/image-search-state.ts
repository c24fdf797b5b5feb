/** Where the current picture came from (the spec's source kinds). */
export type ImageSource = 'static' | 'paste' | 'searchUrl' | 'cropped';
export type ImageSearchCid = 1 | 2;

/** The image search state kept in local storage and restored on load. */
export interface ImageSearchState {
  source: ImageSource;
  /** JPEG/PNG data URL of the current picture, or null for a link search. */
  image: string | null;
  url: string;
  cid: ImageSearchCid;
}

export const IMAGE_SEARCH_STORAGE_KEY = 'imageSearchState';

const isImageSearchPath = (pathname: string) => /^\/search\/searchpic\/?$/iu.test(pathname);

export function readImageSearchState(storage: Storage = window.localStorage): ImageSearchState | null {
  try {
    const raw = storage.getItem(IMAGE_SEARCH_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<ImageSearchState>;
    const sources: readonly ImageSource[] = ['static', 'paste', 'searchUrl', 'cropped'];
    if (!parsed.source || !sources.includes(parsed.source)) return null;
    return {
      source: parsed.source,
      image: typeof parsed.image === 'string' && parsed.image.startsWith('data:image/') ? parsed.image : null,
      url: typeof parsed.url === 'string' ? parsed.url : '',
      cid: parsed.cid === 2 ? 2 : 1,
    };
  } catch {
    return null;
  }
}

export function writeImageSearchState(state: ImageSearchState, storage: Storage = window.localStorage): void {
  try {
    storage.setItem(IMAGE_SEARCH_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // A picture too large for the storage quota is kept for this visit only.
    try {
      storage.setItem(IMAGE_SEARCH_STORAGE_KEY, JSON.stringify({ ...state, image: null }));
    } catch {
      /* storage unavailable */
    }
  }
}

/** Leaving the page clears the stored picture, unless the next route is image search itself. */
export function clearStoredPictureUnlessImageSearch(pathname: string, storage: Storage = window.localStorage): void {
  if (isImageSearchPath(pathname)) return;
  const state = readImageSearchState(storage);
  if (state) writeImageSearchState({ ...state, image: null }, storage);
}
