import type { ModelDetail } from '@yunmo/api-contract/model-detail';
import { headFor } from '@yunmo/domain/seo';
import { describe, expect, it } from 'vitest';
import { detailHeadRoute } from './detail-head';

describe('detail page head', () => {
  it('reads the same fields as the gateway, so title, description and canonical agree', () => {
    const detail = {
      kind: 'su',
      uuid: 'u-1',
      title: '北欧沙发',
      number: 'S100',
      fields: [{ label: '风格', value: '现代' }],
      images: [{ url: '/files/a.jpg' }],
    } as unknown as ModelDetail;
    expect(headFor(detailHeadRoute('max', 'u-1', detail))).toEqual({
      title: '北欧沙发 - SU模型 - 云模型',
      description: 'SU模型S100：北欧沙发。风格现代',
      canonicalPath: '/detail/su/u-1',
      imageUrl: '/files/a.jpg',
    });
    expect(headFor(detailHeadRoute('max', 'u-1', undefined)).title).toBe('3D模型 - 云模型');
  });
});
