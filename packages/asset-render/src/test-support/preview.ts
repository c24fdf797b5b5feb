import { writeFileSync } from 'node:fs';
import { createEnvironment, type HdriName } from '../environment.js';
import { prepareAsset, renderView, type ViewName } from '../render.js';
import { toPng } from '../encode.js';
import { testChair } from './meshes.js';

const hdri = (process.argv[2] ?? 'studio') as HdriName;
let t = performance.now();
const environment = createEnvironment(
  hdri,
  process.env.KEY
    ? { keyStrength: Number(process.env.KEY), ambient: Number(process.env.AMB ?? 0.4) }
    : {},
);
console.log(
  'env',
  (performance.now() - t).toFixed(0),
  'ms',
  environment.keyDir,
  environment.keyColor,
);
t = performance.now();
const prepared = prepareAsset(testChair(), { environment });
console.log('prepare', (performance.now() - t).toFixed(0), 'ms');
for (const view of ['cover', 'front', 'side', 'top'] as ViewName[]) {
  t = performance.now();
  const image = renderView(prepared, { width: 480, height: 360, view, supersample: 2 });
  console.log(view, (performance.now() - t).toFixed(0), 'ms');
  writeFileSync(`/tmp/cr/${hdri}-${view}.png`, await toPng(image));
}
