/**
 * Fits the shape descriptor's projection (raw descriptor to the index's dimensions) on renders of
 * generated assets and writes it as a constant into @yunmo/image-search. Classes are the seed's 3D
 * subcategories; the training assets use their own seeds, apart from the benchmark's catalogue.
 *
 * Usage: pnpm --filter @yunmo/bench fit:image-search [--per-subcategory 12] [--outputs 88]
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodeProjection, fitDiscriminantProjection } from '@yunmo/image-search/projection';
import {
  ShapeDescriptor,
  fullBox,
  mirrorPicture,
  objectBox,
} from '@yunmo/image-search/shape-embedding';
import { imageIndexRenderSize } from '@yunmo/api/previews/paths';
import sharp from 'sharp';
import {
  catalogueFiles,
  queryFile,
  readPicture,
  renderedSet,
  wholeNumberArgument,
} from './dataset.js';

const PER_SUBCATEGORY = wholeNumberArgument('per-subcategory', 12, 1);
const OUTPUTS = wholeNumberArgument('outputs', 88, 1);
const RIDGE = 0.05;
const descriptor = new ShapeDescriptor();
const { assets, queries } = await renderedSet(PER_SUBCATEGORY, 500_000, 500);
const samples: Float32Array[] = [];
const labels: string[] = [];
for (const asset of assets) {
  for (const file of [
    ...catalogueFiles(asset.input),
    queryFile(asset.input, queries.get(asset.id)!),
  ]) {
    const picture = await descriptor.prepare(
      await sharp(await readPicture(file))
        .png()
        .toBuffer(),
    );
    const box = objectBox(picture, fullBox(picture));
    samples.push(descriptor.raw(picture, box));
    samples.push(
      descriptor.raw(mirrorPicture(picture), {
        ...box,
        left: picture.width - box.right,
        right: picture.width - box.left,
      }),
    );
    labels.push(asset.subcategory, asset.subcategory);
  }
}
const projection = fitDiscriminantProjection(samples, labels, { outputs: OUTPUTS, ridge: RIDGE });
// The index render size is in the name: the embedder id changes with it, so an index built from
// pictures of another size is rebuilt rather than compared with these projections.
const name = `lda${OUTPUTS}-r${imageIndexRenderSize.width}-${descriptor.name}`;
const target = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'packages',
  'image-search',
  'src',
  'shape-projection-data.ts',
);
await writeFile(
  target,
  `/**\n * The shape descriptor's projection, fitted by bench/image-search/fit-projection.ts on ${samples.length} descriptors of\n` +
    ` * ${assets.length} generated assets (${PER_SUBCATEGORY} per 3D subcategory; their pictures and mirror images), ridge ${RIDGE}.\n * Regenerate it with that script whenever the descriptor changes.\n */\n` +
    `export const SHAPE_PROJECTION = {\n  name: '${name}',\n  data: '${encodeProjection(projection)}',\n} as const;\n`,
);
console.log(
  `wrote ${target}: ${projection.inputs} -> ${projection.outputs} dimensions, ${samples.length} samples, ${new Set(labels).size} classes`,
);
