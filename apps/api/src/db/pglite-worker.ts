/**
 * PGlite in a worker thread, speaking the PostgreSQL wire protocol on a Unix socket: the API's
 * main thread reaches it through the `pg` driver, so the WebAssembly work of a query no longer
 * stalls every other request (docs/decisions/0048-pglite-off-the-main-thread.md).
 */
import { createServer, type Socket } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';

interface WorkerInput {
  dataDir: string | undefined;
  socketPath: string;
}

const { dataDir, socketPath } = workerData as WorkerInput;
// The same single contrib module as the in-process client (see client.ts on why only one).
const db = await PGlite.create(dataDir, { extensions: { cube } });

/** A startup message has no type byte: its second word is the protocol version 3.0. */
const protocolVersion = 196_608;
const sslRequest = 80_877_103;

/** Splits what arrives into whole protocol messages (startup or typed). */
function takeMessage(buffer: Buffer): { message: Buffer; rest: Buffer } | undefined {
  if (buffer.length >= 8) {
    const length = buffer.readInt32BE(0);
    const code = buffer.readInt32BE(4);
    if (code === protocolVersion || code === sslRequest) {
      if (buffer.length < length) return undefined;
      return { message: buffer.subarray(0, length), rest: buffer.subarray(length) };
    }
  }
  if (buffer.length < 5) return undefined;
  const length = 1 + buffer.readInt32BE(1);
  if (buffer.length < length) return undefined;
  return { message: buffer.subarray(0, length), rest: buffer.subarray(length) };
}

function serve(socket: Socket): void {
  socket.setNoDelay(true);
  let pending: Buffer = Buffer.alloc(0);
  // Messages of one connection run in order; PGlite itself runs one at a time.
  let chain = Promise.resolve();
  socket.on('data', (data: Buffer) => {
    pending = Buffer.concat([pending, data]);
    for (;;) {
      const taken = takeMessage(pending);
      if (taken === undefined) break;
      pending = taken.rest;
      const message = new Uint8Array(taken.message);
      chain = chain.then(async () => {
        if (message.length === 8 && Buffer.from(message).readInt32BE(4) === sslRequest) {
          socket.write('N');
          return;
        }
        const answer = await db.execProtocolRaw(message);
        if (answer.length > 0 && socket.writable) socket.write(answer);
      });
      chain = chain.catch(() => {
        socket.destroy();
      });
    }
  });
  socket.on('error', () => undefined);
  socket.on('close', () => {
    // A connection that dies inside a transaction must not leave it open for the next one.
    chain = chain.then(async () => {
      if (db.isInTransaction()) await db.exec('rollback');
    });
  });
}

const server = createServer(serve);
server.listen(socketPath, () => parentPort?.postMessage({ ready: true }));
parentPort?.on('message', (request: { close?: boolean }) => {
  if (request.close !== true) return;
  server.close();
  void db.close().finally(() => parentPort?.postMessage({ closed: true }));
});
