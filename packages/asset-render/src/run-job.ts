import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { generateAsset } from '@yunmo/asset-gen/generate';
import { toPng, toWebp } from './encode.js';
import { createEnvironment } from './environment.js';
import { buildSource, type RenderJob, type RenderResult } from './jobs.js';
import { prepareAsset, renderView, type TextureProvider } from './render.js';
import { composeAssets } from './scene.js';

let textureProvider: TextureProvider | undefined;

/** Lets the caller plug in texture maps (from @yunmo/textures) once per thread. */
export function setTextureProvider(provider: TextureProvider | undefined): void {
  textureProvider = provider;
}

let temporaryCounter = 0;

/** Renders every output of a job in this thread and writes the files atomically. */
export async function runJob(job: RenderJob): Promise<RenderResult> {
  const started = performance.now();
  const environment = createEnvironment(job.hdri ?? 'studio');
  const asset = buildSource(job.source, generateAsset, composeAssets);
  const prepared = prepareAsset(asset, { environment, textures: textureProvider });
  const prepareMs = performance.now() - started;
  const outputMs: number[] = [];
  const bytes: number[] = [];
  for (const output of job.outputs) {
    const outputStarted = performance.now();
    const image = renderView(prepared, {
      width: output.width,
      height: output.height,
      view: output.view,
      supersample: output.supersample,
      fill: output.fill,
      subjectX: output.subjectX,
      backdrop: output.backdrop,
    });
    const encoded =
      output.format === 'png' ? await toPng(image) : await toWebp(image, output.quality);
    await mkdir(path.dirname(output.file), { recursive: true });
    // A unique temporary name, then rename: readers never see half a file, and two writers of the same
    // image (two requests racing) both leave a whole one.
    temporaryCounter += 1;
    const temporary = `${output.file}.${process.pid}.${temporaryCounter}.tmp`;
    await writeFile(temporary, encoded);
    await rename(temporary, output.file);
    for (const copy of output.downscaled ?? []) {
      const smaller = await sharp(encoded)
        .resize(copy.width, copy.height)
        .webp({ quality: output.quality ?? 82, effort: 2 })
        .toBuffer();
      await mkdir(path.dirname(copy.file), { recursive: true });
      temporaryCounter += 1;
      const copyTemporary = `${copy.file}.${process.pid}.${temporaryCounter}.tmp`;
      await writeFile(copyTemporary, smaller);
      await rename(copyTemporary, copy.file);
    }
    outputMs.push(performance.now() - outputStarted);
    bytes.push(encoded.length);
  }
  return { prepareMs, outputMs, bytes };
}
