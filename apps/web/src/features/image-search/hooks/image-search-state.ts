/** Where the current picture came from (the spec's source kinds). */
export type ImageSource = 'static' | 'paste' | 'searchUrl' | 'cropped';
export type ImageSearchCid = 1 | 2;

/** The image search state kept in local storage and restored on load. */
export interface ImageSearchState {
  source: ImageSource;
  /** The current picture as shown: a JPEG/PNG data URL, or the same-origin preview of an uploaded link. */
  image: string | null;
  /** Where the API keeps the uploaded picture (the search takes this path, flag 1). */
  path: string | null;
  url: string;
  cid: ImageSearchCid;
}

/** Uploaded search pictures live under this path of this origin (previews and search paths alike). */
export const SEARCH_PICTURE_PATH =
  /^\/v1\/search\/userRole\/imgSearch\/picture\/[0-9a-f]{32}\.jpg$/u;

const isShownPicture = (value: unknown): value is string =>
  typeof value === 'string' && (value.startsWith('data:image/') || SEARCH_PICTURE_PATH.test(value));

export const IMAGE_SEARCH_STORAGE_KEY = 'imageSearchState';

const isImageSearchPath = (pathname: string) => /^\/search\/searchpic\/?$/iu.test(pathname);

export function readImageSearchState(
  storage: Storage = window.localStorage,
): ImageSearchState | null {
  try {
    const raw = storage.getItem(IMAGE_SEARCH_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<ImageSearchState>;
    const sources: readonly ImageSource[] = ['static', 'paste', 'searchUrl', 'cropped'];
    if (!parsed.source || !sources.includes(parsed.source)) return null;
    return {
      source: parsed.source,
      image: isShownPicture(parsed.image) ? parsed.image : null,
      path:
        typeof parsed.path === 'string' && SEARCH_PICTURE_PATH.test(parsed.path)
          ? parsed.path
          : null,
      url: typeof parsed.url === 'string' ? parsed.url : '',
      cid: parsed.cid === 2 ? 2 : 1,
    };
  } catch {
    return null;
  }
}

export function writeImageSearchState(
  state: ImageSearchState,
  storage: Storage = window.localStorage,
): void {
  try {
    storage.setItem(IMAGE_SEARCH_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // A picture too large for the storage quota is kept for this visit only.
    try {
      storage.setItem(
        IMAGE_SEARCH_STORAGE_KEY,
        JSON.stringify({ ...state, image: state.image?.startsWith('data:') ? null : state.image }),
      );
    } catch {
      /* storage unavailable */
    }
  }
}

/**
 * Leaving the page clears the stored picture, unless the next route is image search itself. The
 * app also calls this on every full load with the landing path, so a reload elsewhere clears it too.
 */
export function clearStoredPictureUnlessImageSearch(
  pathname: string,
  storage: Storage = window.localStorage,
): void {
  if (isImageSearchPath(pathname)) return;
  const state = readImageSearchState(storage);
  if (state && (state.image !== null || state.path !== null))
    writeImageSearchState({ ...state, image: null, path: null }, storage);
}
