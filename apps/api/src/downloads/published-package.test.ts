import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { versionManifests, ZipManifests, type DetailVersion } from './model-detail.js';

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

describe('the contents of a package on disk', () => {
  async function zipOf(names: string[]): Promise<Buffer> {
    const zip = new yazl.ZipFile();
    for (const name of names) zip.addBuffer(Buffer.from(name), name);
    zip.end();
    const chunks: Buffer[] = [];
    for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  it('are read once per file, and again when the file is replaced', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'yunmo-zip-manifests-'));
    try {
      const onDisk = path.join(folder, 'package.zip');
      await writeFile(onDisk, await zipOf(['a.txt']));
      const zips = new ZipManifests(10);
      const listed = async () =>
        (await versionManifests([version], () => onDisk, null, zips))[7]?.files.map(
          (file) => file.name,
        );
      expect(await listed()).toEqual(['a.txt']);
      const first = (await versionManifests([version], () => onDisk, null, zips))[7];
      // The same object: the second page view did not read the zip again.
      expect((await versionManifests([version], () => onDisk, null, zips))[7]).toBe(first);
      // Replaced whole, as packages are: another inode (and size), so it is read again.
      const replacement = path.join(folder, 'package.zip.part');
      await writeFile(replacement, await zipOf(['a.txt', 'b.txt']));
      await rename(replacement, onDisk);
      expect(await listed()).toEqual(['a.txt', 'b.txt']);
      await rm(onDisk);
      expect((await versionManifests([version], () => onDisk, null, zips))[7]).toBeNull();
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
