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
  if (job >= 1000) return setTimeout(() => parentPort.postMessage({ id, result: job }), job);
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

  it('starts urgent jobs before queued ordinary ones, urgent ones in their own order', async () => {
    const pool = new WorkerPool<number, number>(url, 'square', 1);
    const order: number[] = [];
    const track = (input: number, urgent = false) =>
      pool.run(input, urgent).then((result) => order.push(Math.sqrt(result)));
    // The first job starts at once; the others wait in the queue.
    await Promise.all([track(1), track(2), track(3), track(4, true), track(5, true)]);
    expect(order).toEqual([1, 4, 5, 2, 3]);
    await pool.close();
  });

  it('fails the running and the queued jobs when it closes', async () => {
    const pool = new WorkerPool<number, number>(url, 'square', 1);
    const running = pool.run(60_000);
    const queued = pool.run(3);
    // Let the first job reach its worker.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await Promise.all([
      expect(running).rejects.toThrow('square pool closed'),
      expect(queued).rejects.toThrow('square pool closed'),
      pool.close(),
    ]);
  });
});
