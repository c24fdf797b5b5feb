import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearStoredPictureUnlessImageSearch,
  IMAGE_SEARCH_STORAGE_KEY,
  readImageSearchState,
  writeImageSearchState,
} from './image-search-state';

const picture = 'data:image/png;base64,iVBORw0KGgo=';
const uploaded = `/v1/search/userRole/imgSearch/picture/${'b'.repeat(32)}.jpg`;

describe('image search state', () => {
  beforeEach(() => {
    window.localStorage.clear();
  });

  it('is written and restored', () => {
    writeImageSearchState({ source: 'cropped', image: picture, path: uploaded, url: '', cid: 2 });
    expect(readImageSearchState()).toEqual({
      source: 'cropped',
      image: picture,
      path: uploaded,
      url: '',
      cid: 2,
    });
  });

  it('ignores stored values that are not a state', () => {
    window.localStorage.setItem(IMAGE_SEARCH_STORAGE_KEY, '{not json');
    expect(readImageSearchState()).toBeNull();
    window.localStorage.setItem(
      IMAGE_SEARCH_STORAGE_KEY,
      JSON.stringify({ source: 'other', image: picture }),
    );
    expect(readImageSearchState()).toBeNull();
    window.localStorage.setItem(
      IMAGE_SEARCH_STORAGE_KEY,
      JSON.stringify({ source: 'paste', image: 'javascript:alert(1)', cid: 9 }),
    );
    expect(readImageSearchState()).toEqual({
      source: 'paste',
      image: null,
      path: null,
      url: '',
      cid: 1,
    });
    window.localStorage.setItem(
      IMAGE_SEARCH_STORAGE_KEY,
      JSON.stringify({
        source: 'searchUrl',
        image: 'https://evil.example/x.jpg',
        path: '/etc/passwd',
        cid: 1,
      }),
    );
    expect(readImageSearchState()).toMatchObject({ image: null, path: null });
  });

  it('keeps the picture when the next route is image search, in either spelling, and clears it otherwise', () => {
    writeImageSearchState({ source: 'static', image: picture, path: uploaded, url: '', cid: 1 });
    clearStoredPictureUnlessImageSearch('/search/SearchPic');
    expect(readImageSearchState()?.image).toBe(picture);
    clearStoredPictureUnlessImageSearch('/search/searchPic');
    expect(readImageSearchState()?.image).toBe(picture);
    clearStoredPictureUnlessImageSearch('/ranking');
    expect(readImageSearchState()).toEqual({
      source: 'static',
      image: null,
      path: null,
      url: '',
      cid: 1,
    });
  });

  it('keeps the same-origin preview of a link search and forgets the picture when a full load lands elsewhere', () => {
    writeImageSearchState({
      source: 'searchUrl',
      image: uploaded,
      path: uploaded,
      url: 'https://example.com/a.jpg',
      cid: 1,
    });
    expect(readImageSearchState()).toMatchObject({ image: uploaded, path: uploaded });
    clearStoredPictureUnlessImageSearch('/');
    expect(readImageSearchState()).toEqual({
      source: 'searchUrl',
      image: null,
      path: null,
      url: 'https://example.com/a.jpg',
      cid: 1,
    });
  });
});
