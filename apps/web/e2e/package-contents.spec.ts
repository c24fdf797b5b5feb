import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';
import { glbErrors } from '@yunmo/asset-gen/validate-glb';
import { clickDownload, models, openDetail, register } from './download-helpers';
import { expect, test } from './fixtures';

/** Every file of a zip, through its central directory (stored or deflated entries). */
function unzip(zip: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let cursor = zip.readUInt32LE(end + 16);
  for (let index = 0; index < zip.readUInt16LE(end + 10); index += 1) {
    const nameLength = zip.readUInt16LE(cursor + 28);
    const name = zip.toString('utf8', cursor + 46, cursor + 46 + nameLength);
    const local = zip.readUInt32LE(cursor + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + zip.readUInt32LE(cursor + 20));
    files.set(name, zip.readUInt16LE(cursor + 10) === 8 ? inflateRawSync(data) : Buffer.from(data));
    cursor += 46 + nameLength + zip.readUInt16LE(cursor + 30) + zip.readUInt16LE(cursor + 32);
  }
  return files;
}

test('a downloaded 3D package unzips to a GLB that passes the glTF validator, the OBJ + MTL and its maps', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await register(page);
  // A free 3D model whose package lists maps (most assets have wood, fabric, metal or stone in them).
  let picked: { uuid: string; title: string } | undefined;
  for (const model of await models(page, 'max', 'free', 2)) {
    await openDetail(page, 'max', model.uuid);
    const listing = (await page.locator('.detail-package').first().textContent()) ?? '';
    const maps = /（(\d+) 张贴图）/u.exec(listing);
    if (maps && Number(maps[1]) >= 3) {
      picked = model;
      break;
    }
  }
  expect(picked, 'a free 3D model with maps').toBeDefined();
  const listing = (await page.locator('.detail-package').first().textContent()) ?? '';
  const saved = page.waitForEvent('download');
  await clickDownload(page);
  const agreement = page.getByRole('dialog', { name: '用户下载协议' });
  await agreement.getByRole('checkbox').check();
  await agreement.getByRole('button', { name: '同意并下载' }).click();
  const download = await saved;
  const zip = await readFile((await download.path())!);
  // The size on the page is the size of the file that arrives.
  const megabytes = /下载包 (\d+\.\d{2}) MB/u.exec(listing)?.[1];
  expect(megabytes).toBe((zip.length / (1024 * 1024)).toFixed(2));

  const files = unzip(zip);
  const glb = files.get('model.glb');
  expect(glb).toBeDefined();
  expect(await glbErrors(new Uint8Array(glb!))).toEqual([]);
  // The GLB carries its maps.
  const json = JSON.parse(glb!.toString('utf8', 20, 20 + glb!.readUInt32LE(12))) as {
    images?: unknown[];
  };
  expect(json.images?.length ?? 0).toBeGreaterThanOrEqual(3);

  const obj = files.get('model.obj')!.toString('utf8');
  expect(obj).toMatch(/^mtllib model\.mtl$/mu);
  expect(obj).toMatch(/^v -?\d/mu);
  expect(obj).toMatch(/^f \d+\/\d+\/\d+ /mu);
  const mtl = files.get('model.mtl')!.toString('utf8');
  const referenced = [...mtl.matchAll(/^(?:map_Kd|norm|map_Pr) (\S+)$/gmu)].map(
    (match) => match[1]!,
  );
  expect(referenced.some((name) => name.endsWith('_basecolor.jpg'))).toBe(true);
  expect(referenced.some((name) => name.endsWith('_normal.jpg'))).toBe(true);
  expect(referenced.some((name) => name.endsWith('_roughness.jpg'))).toBe(true);
  for (const name of referenced) {
    // Every map the MTL names is in the package, as a JPEG.
    expect(files.get(name)?.subarray(0, 3), name).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  }
  // The manifest's checksums are those of the files.
  const manifest = JSON.parse(files.get('manifest.json')!.toString('utf8')) as {
    files: { name: string; bytes: number; sha256: string }[];
  };
  for (const entry of manifest.files)
    expect(createHash('sha256').update(files.get(entry.name)!).digest('hex'), entry.name).toBe(
      entry.sha256,
    );
  expect(files.get('readme.txt')!.toString('utf8')).toContain('maps 文件夹');
});
