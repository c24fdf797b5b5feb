import { archetypeSamples } from '@yunmo/asset-gen/catalogue';
import { runJob } from '../run-job.js';
import type { RenderJob } from '../jobs.js';

const out = '/tmp/cr/bench-out';
function cpuMs(start: NodeJS.CpuUsage) {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}
async function measure(label: string, jobs: RenderJob[]) {
  const start = process.cpuUsage();
  let prepare = 0;
  const outputs: number[] = [];
  for (const job of jobs) {
    const result = await runJob(job);
    prepare += result.prepareMs;
    result.outputMs.forEach((ms, index) => (outputs[index] = (outputs[index] ?? 0) + ms));
  }
  console.log(
    label,
    'cpu/job',
    (cpuMs(start) / jobs.length).toFixed(1),
    'wall prepare/job',
    (prepare / jobs.length).toFixed(1),
    'wall per output',
    outputs.map((ms) => (ms / jobs.length).toFixed(1)).join(' '),
  );
}
const samples = archetypeSamples.slice(0, 20);
await runJob({
  source: { kind: 'asset', input: { subcategory: '', item: samples[0]!.item, seed: 1 } },
  outputs: [{ file: `${out}/warm.webp`, view: 'cover', width: 480, height: 360 }],
});
await measure(
  'thumb 480',
  samples.map((sample, index) => ({
    source: { kind: 'asset', input: { subcategory: '', item: sample.item, seed: index } },
    outputs: [
      { file: `${out}/t${index}.webp`, view: 'cover', width: 480, height: 360, supersample: 2 },
    ],
  })),
);
await measure(
  'card 800 + detail 1200',
  samples.slice(0, 6).map((sample, index) => ({
    source: { kind: 'asset', input: { subcategory: '', item: sample.item, seed: index } },
    outputs: [
      { file: `${out}/c${index}.webp`, view: 'cover', width: 800, height: 600, supersample: 2 },
      { file: `${out}/d${index}.webp`, view: 'front', width: 1200, height: 900, supersample: 2 },
    ],
  })),
);
await measure(
  'banner 900 + 1800',
  [0, 1, 2].map((index) => ({
    source: {
      kind: 'scene',
      placements: [
        { input: { subcategory: '', item: samples[index * 3]!.item, seed: 1 }, x: 0, z: 0 },
        { input: { subcategory: '', item: samples[index * 3 + 1]!.item, seed: 1 }, x: 2, z: 0.3 },
        { input: { subcategory: '', item: samples[index * 3 + 2]!.item, seed: 1 }, x: -2, z: 0.2 },
      ],
    },
    outputs: [
      {
        file: `${out}/b${index}-900.webp`,
        view: { azimuthDeg: 24, elevationDeg: 12 },
        width: 900,
        height: 300,
        supersample: 2,
        subjectX: 0.64,
        fill: 0.78,
      },
      {
        file: `${out}/b${index}-1800.webp`,
        view: { azimuthDeg: 24, elevationDeg: 12 },
        width: 1800,
        height: 600,
        supersample: 2,
        subjectX: 0.64,
        fill: 0.78,
      },
    ],
  })),
);
