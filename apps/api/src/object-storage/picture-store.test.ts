import { describe, expect, it } from 'vitest';
import { pictureKey, pictureS3Config, publicPictureUrls } from './picture-store.js';
import { loadConfig } from '../config/env.js';

describe('picture store', () => {
  const bucket = { publicPrefix: 'https://cdn.example.com/pics/' };

  it('names pictures by the public base in every field of an answer, and leaves everything else', () => {
    const answer = {
      code: 200,
      data: {
        list: [
          {
            thumbnailUrl: '/files/renders/m/0000/7/cover-480.webp',
            avatarUrl: '/files/renders/avatar/3/portrait-96.webp',
            title: '/files/ 不是图片',
          },
        ],
        banner: { imageUrl: '/files/banners/1.jpg' },
        download: '/files/packages/a.zip',
        text: 'see /files/banners/1.jpg',
      },
    };
    expect(publicPictureUrls(answer, bucket)).toEqual({
      code: 200,
      data: {
        list: [
          {
            thumbnailUrl: 'https://cdn.example.com/pics/renders/m/0000/7/cover-480.webp',
            avatarUrl: 'https://cdn.example.com/pics/renders/avatar/3/portrait-96.webp',
            title: '/files/ 不是图片',
          },
        ],
        banner: { imageUrl: 'https://cdn.example.com/pics/banners/1.jpg' },
        download: '/files/packages/a.zip',
        text: 'see /files/banners/1.jpg',
      },
    });
    expect(publicPictureUrls(answer, { publicPrefix: '/files/' })).toBe(answer);
  });

  it('keys only pictures, never dotfiles or paths leaving the folder', () => {
    expect(pictureKey('/files/banners/1.jpg')).toBe('banners/1.jpg');
    expect(pictureKey('/files/../secret.png')).toBeNull();
    expect(pictureKey('/files/.ready-1.png')).toBeNull();
    expect(pictureKey('/files/a//b.png')).toBeNull();
    expect(pictureKey('/files/a.zip')).toBeNull();
    expect(pictureKey('/other/a.png')).toBeNull();
  });

  it('takes the bucket only when all five settings are given, its public base defaulting to the bucket URL', () => {
    const five = {
      PICTURE_STORAGE_S3_ENDPOINT: 'http://127.0.0.1:9000/',
      PICTURE_STORAGE_S3_BUCKET: 'pictures',
      PICTURE_STORAGE_S3_REGION: 'us-east-1',
      PICTURE_STORAGE_S3_ACCESS_KEY_ID: 'key',
      PICTURE_STORAGE_S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(pictureS3Config(loadConfig({ ...five, PICTURE_STORAGE_S3_BUCKET: '' }))).toBeUndefined();
    expect(pictureS3Config(loadConfig(five))?.publicBaseUrl).toBe('http://127.0.0.1:9000/pictures');
    expect(
      pictureS3Config(loadConfig({ ...five, PICTURE_PUBLIC_BASE_URL: 'https://cdn.example.com/' }))
        ?.publicBaseUrl,
    ).toBe('https://cdn.example.com');
  });
});
