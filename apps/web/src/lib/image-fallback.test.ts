import { describe, expect, it } from 'vitest';
import { AVATAR_FALLBACK, IMAGE_FALLBACK, installImageFallback } from './image-fallback';

describe('image fallback', () => {
  it('replaces a broken picture once, avatars with the avatar placeholder', () => {
    const uninstall = installImageFallback();
    document.body.innerHTML =
      '<img id="card" src="/missing.jpg" srcset="/missing-2x.jpg 2x"><span data-avatar><img id="face" src="/nobody.png"></span>';
    const card = document.getElementById('card') as HTMLImageElement;
    const face = document.getElementById('face') as HTMLImageElement;
    card.dispatchEvent(new Event('error'));
    face.dispatchEvent(new Event('error'));
    expect(card.getAttribute('src')).toBe(IMAGE_FALLBACK);
    expect(card.hasAttribute('srcset')).toBe(false);
    expect(face.getAttribute('src')).toBe(AVATAR_FALLBACK);
    // A second failure (the placeholder itself) leaves it alone.
    card.src = '/other.jpg';
    card.dispatchEvent(new Event('error'));
    expect(card.getAttribute('src')).toBe('/other.jpg');
    uninstall();
  });
});
