import { previewSrcSet } from '@yunmo/domain/previews';
import { describe, expect, it } from 'vitest';
import { UE_CHANNEL_SLIDES, videoPoster } from './slides';

describe('the UE channel pictures', () => {
  it('are rendered scenes with every width in their srcset, each slide its own, no poster a slide', () => {
    expect(UE_CHANNEL_SLIDES).toHaveLength(9);
    const pictures = [
      ...UE_CHANNEL_SLIDES.map((slide) => slide.image),
      ...[0, 1, 2].map(videoPoster),
    ];
    for (const picture of pictures) {
      expect(picture).toMatch(
        /^\/files\/renders\/banner\/ue-channel-\d+\/scene-(800|1600)\.webp$/u,
      );
      expect(previewSrcSet(picture)).toContain('1600w');
    }
    const keys = pictures.map((picture) => picture.replace(/\/scene-\d+\.webp$/u, ''));
    expect(new Set(keys).size).toBe(pictures.length);
  });

  it('carry the headline and subtitle as text, the render price from the domain rates', () => {
    const render = UE_CHANNEL_SLIDES.find((slide) => slide.title === 'UE云渲染');
    expect(render?.subtitle).toBe('0.024元/GHz·小时 起');
    for (const slide of UE_CHANNEL_SLIDES) expect(slide.subtitle).not.toBe('');
  });
});
