import { createEnvironment } from '../environment.js';
import { prepareAsset, renderView } from '../render.js';
import { toWebp } from '../encode.js';
import { testChair } from './meshes.js';

const environment = createEnvironment('studio');
const asset = testChair();
function cpu<T>(label: string, run: () => T, times = 5): T {
  let result!: T;
  run();
  const start = process.cpuUsage();
  for (let index = 0; index < times; index += 1) result = run();
  const used = process.cpuUsage(start);
  console.log(label, ((used.user + used.system) / 1000 / times).toFixed(1), 'ms cpu');
  return result;
}
const prepared = cpu('prepare', () => prepareAsset(asset, { environment }));
for (const [w, h, ss] of [
  [480, 360, 2],
  [800, 600, 2],
  [1200, 900, 2],
  [1200, 400, 2],
] as const) {
  const image = cpu(
    `render ${w}x${h} ss${ss}`,
    () => renderView(prepared, { width: w, height: h, supersample: ss }),
    3,
  );
  const start = process.cpuUsage();
  const bytes = await toWebp(image);
  const used = process.cpuUsage(start);
  console.log(
    '  webp',
    bytes.length,
    'bytes',
    ((used.user + used.system) / 1000).toFixed(1),
    'ms cpu',
  );
}
