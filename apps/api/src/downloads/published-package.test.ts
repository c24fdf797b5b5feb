import { describe, expect, it } from 'vitest';
import { versionManifests, type DetailVersion } from './model-detail.js';

const version: DetailVersion = {
  id: 7,
  modelType: 1,
  version: '2020',
  light: null,
  size: 0.5,
  sizeBytes: 524_288,
  sha256: 'a'.repeat(64),
  copyright: false,
  filePath: 'pkg/ab/abababababababababababababababab.zip',
};

describe('the contents of a package published before its first download', () => {
  const published = {
    sha256: version.sha256,
    entries: [
      { name: 'manifest.json', bytes: 900 },
      { name: 'model.glb', bytes: 300_000 },
      { name: 'maps/wood_8b5a2b_basecolor.jpg', bytes: 90_000 },
      { name: 'maps/wood-oak-planks_normal.jpg', bytes: 120_000 },
    ],
    model: { faces: 1234, vertices: 2345, widthCm: 80, depthCm: 60, heightCm: 75 },
  };

  it('come from the entries and facts recorded from the hashed bytes while the file is not written yet', async () => {
    const manifests = await versionManifests(
      [version],
      () => '/nonexistent/package.zip',
      published,
    );
    expect(manifests[7]).toEqual({
      files: published.entries,
      textures: ['maps/wood_8b5a2b_basecolor.jpg', 'maps/wood-oak-planks_normal.jpg'],
      totalBytes: 510_900,
      model: published.model,
    });
  });

  it('are not shown for a version whose checksum is another file’s', async () => {
    const manifests = await versionManifests([version], () => null, {
      ...published,
      sha256: 'b'.repeat(64),
    });
    expect(manifests[7]).toBeNull();
  });
});
