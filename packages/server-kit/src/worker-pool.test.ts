import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorkerPool } from './worker-pool.js';

// A worker that squares numbers, fails on negative ones and dies on zero.
const script = `
import { parentPort } from 'node:worker_threads';
parentPort.on('message', ({ id, job }) => {
  if (job === 0) process.exit(3);
  if (job < 0) parentPort.postMessage({ id, error: 'negative ' + job });
  else parentPort.postMessage({ id, result: job * job });
});
`;

describe('WorkerPool', () => {
  let dir = '';
  let url: URL;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'worker-pool-'));
    const file = path.join(dir, 'square.mjs');
    await writeFile(file, script);
    url = pathToFileURL(file);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('runs more jobs than workers, each answer going to its own job', async () => {
    const pool = new WorkerPool<number, number>(url, 'square', 2);
    const inputs = Array.from({ length: 9 }, (_, index) => index + 1);
    expect(await Promise.all(inputs.map((input) => pool.run(input)))).toEqual(
      inputs.map((input) => input * input),
    );
    await pool.close();
  });

  it('fails the job whose worker reports an error or dies, and keeps serving the rest', async () => {
    const pool = new WorkerPool<number, number>(url, 'square', 1);
    await expect(pool.run(-2)).rejects.toThrow('negative -2');
    await expect(pool.run(0)).rejects.toThrow();
    expect(await pool.run(5)).toBe(25);
    await pool.close();
    await expect(pool.run(1)).rejects.toThrow('square pool closed');
  });
});
