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

/**
 * One client connection. PGlite is a single session, shared by every connection at transaction
 * boundaries (docs/decisions/0063-pglite-session-shared-at-transaction-boundaries.md): a
 * connection holds the session from its first message until an answer says the session is idle
 * again outside a transaction, and the next waiting connection takes it. So queries of several
 * requests follow each other without a round trip to the API's thread in between, and no
 * statement ever runs inside another connection's transaction.
 */
interface Peer {
  readonly socket: Socket;
  /** Makes this connection's statement and portal names its own in the shared session. */
  readonly prefix: string;
  /** Bytes received that do not yet make a whole message. */
  pending: Buffer;
  /** Whole messages waiting for the session. */
  readonly queue: Uint8Array[];
  /** Answers not yet written: what arrived together leaves together, in one socket write. */
  answers: Uint8Array[];
  closed: boolean;
}

let nextPeer = 0;
/** The connection holding the session, if any. */
let owner: Peer | undefined;
/** Connections with messages, waiting for the session, in arrival order. */
const waiting: Peer[] = [];
/** Prefixes of closed connections whose named statements are still to be dropped. */
const forgotten: string[] = [];
let pumping = false;

/** The transaction status of the last ReadyForQuery (Z, length 5, status) in an answer, if any. */
function readyStatus(answer: Uint8Array): string | undefined {
  const at = answer.length - 6;
  if (at < 0 || answer[at] !== 0x5a || answer[at + 4] !== 5) return undefined;
  return String.fromCharCode(answer[at + 5]!);
}

/**
 * Prefixes the statement and portal names of Parse, Bind, Describe, Close and Execute with the
 * connection's own, so two connections preparing the same name never meet. The unnamed ones are
 * left alone: a connection keeps the session from its Parse through its Sync.
 */
function ownNames(message: Uint8Array, prefix: string): Uint8Array {
  const type = message[0];
  const buffer = Buffer.from(message.buffer, message.byteOffset, message.length);
  const name = (at: number) => {
    const endOfName = buffer.indexOf(0, at);
    return { at, end: endOfName };
  };
  // Where the names are: P name, B portal statement, D/C kind name, E portal.
  let names: { at: number; end: number }[];
  if (type === 0x50 || type === 0x45) names = [name(5)];
  else if (type === 0x42) {
    const portal = name(5);
    names = [portal, name(portal.end + 1)];
  } else if (type === 0x44 || type === 0x43) names = [name(6)];
  else return message;
  const renamed = names.filter((part) => part.end > part.at);
  if (renamed.length === 0) return message;
  const addition = Buffer.from(prefix, 'utf8');
  const parts: Buffer[] = [];
  let from = 5;
  for (const part of renamed) {
    parts.push(buffer.subarray(from, part.at), addition);
    from = part.at;
  }
  parts.push(buffer.subarray(from));
  const body = Buffer.concat(parts);
  const out = Buffer.allocUnsafe(5 + body.length);
  out[0] = type!;
  out.writeInt32BE(4 + body.length, 1);
  body.copy(out, 5);
  return out;
}

function flush(peer: Peer): void {
  if (peer.answers.length === 0) return;
  const out = peer.answers.length === 1 ? peer.answers[0]! : Buffer.concat(peer.answers);
  peer.answers = [];
  if (!peer.closed && peer.socket.writable) peer.socket.write(out);
}

/** Drops what a closed connection left in the session: its transaction and its statements. */
async function tidyUp(): Promise<void> {
  if (db.isInTransaction()) await db.exec('rollback');
  while (forgotten.length > 0) {
    const prefix = forgotten.shift()!;
    const { rows } = await db.query<{ name: string }>(
      'select name from pg_prepared_statements where starts_with(name, $1)',
      [prefix],
    );
    for (const { name } of rows) await db.exec(`deallocate "${name.replaceAll('"', '""')}"`);
  }
}

/**
 * One message through PGlite, its answer as raw bytes. Not `execProtocolRaw`: in PGlite 0.5 that
 * also parses every answer into a list that only `execProtocol` empties, so under the soak the
 * thread kept every row it ever sent (hundreds of MB within minutes) and spent time parsing them.
 */
async function execute(message: Uint8Array): Promise<Uint8Array> {
  if (message[0] === 0) {
    // A startup packet is answered from PGlite's own buffer: copied before anything reuses it.
    const answer = (await db.execProtocolRaw(message)).slice();
    // What that call parsed and kept goes with the next `execProtocol`, which a query is.
    await db.query('select 1');
    return answer;
  }
  const chunks: Uint8Array[] = [];
  await db.execProtocolRawStream(message, {
    // A view of the WebAssembly memory, valid only during the call.
    onRawData: (bytes) => chunks.push(bytes.slice()),
  });
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
}

/** Runs one message of the connection holding the session; answers whether it still holds it. */
async function runOne(peer: Peer): Promise<boolean> {
  const message = peer.queue.shift()!;
  if (message.length === 8 && Buffer.from(message).readInt32BE(4) === sslRequest) {
    peer.answers.push(Buffer.from('N'));
    return true;
  }
  const answer = await execute(ownNames(message, peer.prefix));
  if (answer.length > 0) peer.answers.push(answer);
  const status = readyStatus(answer);
  // Idle ('I'): the session is free; in a transaction ('T') or a failed one ('E'): still held.
  return status === undefined ? true : status !== 'I';
}

/** Gives the session to one connection after another until no message waits. */
async function pump(): Promise<void> {
  if (pumping) return;
  pumping = true;
  try {
    for (;;) {
      if (owner === undefined) {
        await tidyUp();
        owner = waiting.shift();
        if (owner === undefined) return;
      }
      const peer = owner;
      if (peer.closed) {
        owner = undefined;
        continue;
      }
      if (peer.queue.length === 0) {
        // It holds the session between messages (inside a transaction): wait for its next ones.
        flush(peer);
        return;
      }
      let holds: boolean;
      try {
        holds = await runOne(peer);
      } catch {
        peer.socket.destroy();
        holds = false;
      }
      if (peer.queue.length === 0 || !holds) flush(peer);
      if (!holds) {
        owner = undefined;
        if (peer.queue.length > 0 && !peer.closed) waiting.push(peer);
      }
    }
  } finally {
    pumping = false;
  }
}

function serve(socket: Socket): void {
  socket.setNoDelay(true);
  nextPeer += 1;
  const peer: Peer = {
    socket,
    prefix: `c${String(nextPeer)}.`,
    pending: Buffer.alloc(0),
    queue: [],
    answers: [],
    closed: false,
  };
  socket.on('data', (data: Buffer) => {
    peer.pending = peer.pending.length === 0 ? data : Buffer.concat([peer.pending, data]);
    const hadMessages = peer.queue.length > 0;
    for (let taken = takeMessage(peer.pending); taken; taken = takeMessage(peer.pending)) {
      peer.pending = taken.rest;
      peer.queue.push(new Uint8Array(taken.message));
    }
    if (peer.queue.length === 0) return;
    if (owner !== peer && !hadMessages) waiting.push(peer);
    void pump();
  });
  socket.on('error', () => undefined);
  socket.on('close', () => {
    // A connection that dies inside a transaction must not leave it open for the next one.
    peer.closed = true;
    peer.queue.length = 0;
    forgotten.push(peer.prefix);
    const at = waiting.indexOf(peer);
    if (at >= 0) waiting.splice(at, 1);
    if (owner === peer) owner = undefined;
    void pump();
  });
}

const server = createServer(serve);
server.listen(socketPath, () => parentPort?.postMessage({ ready: true }));
parentPort?.on('message', (request: { close?: boolean; heapUsed?: boolean }) => {
  if (request.heapUsed === true) {
    parentPort?.postMessage({ heapUsed: process.memoryUsage().heapUsed });
    return;
  }
  if (request.close !== true) return;
  server.close();
  void db.close().finally(() => parentPort?.postMessage({ closed: true }));
});
