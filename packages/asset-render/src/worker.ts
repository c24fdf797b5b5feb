import { parentPort } from 'node:worker_threads';
import type { RenderJob } from './jobs.js';
import { runJob } from './run-job.js';

interface Message {
  id: number;
  job: RenderJob;
}

parentPort?.on('message', (message: Message) => {
  runJob(message.job).then(
    (result) => parentPort?.postMessage({ id: message.id, result }),
    (error: unknown) =>
      parentPort?.postMessage({
        id: message.id,
        error: error instanceof Error ? error.message : String(error),
      }),
  );
});
