import { open, type FileHandle } from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';

/** One entry of a zip's central directory. */
export interface ZipEntry {
  name: string;
  bytes: number;
}

const endOfCentralDirectorySignature = 0x06054b50;
const centralEntrySignature = 0x02014b50;
// The end record is 22 bytes plus a comment of at most 65535 bytes.
const maxEndRecordSearch = 22 + 0xffff;

/** Where an entry's data sits, for reading one small file (the package manifest) out of a zip. */
interface CentralEntry extends ZipEntry {
  method: number;
  compressedBytes: number;
  localOffset: number;
}

/** Lists the files of a zip from its central directory (names and uncompressed sizes), or null when it is not a readable zip. */
export async function readZipEntries(diskPath: string): Promise<ZipEntry[] | null> {
  const handle = await open(diskPath, 'r').catch(() => null);
  if (!handle) return null;
  try {
    const entries = await readCentralDirectory(handle);
    return entries ? entries.map(({ name, bytes }) => ({ name, bytes })) : null;
  } finally {
    await handle.close();
  }
}

async function readCentralDirectory(handle: FileHandle): Promise<CentralEntry[] | null> {
  const { size } = await handle.stat();
  const tailLength = Math.min(size, maxEndRecordSearch);
  const tail = Buffer.alloc(tailLength);
  await handle.read(tail, 0, tailLength, size - tailLength);
  let endOffset = -1;
  for (let offset = tailLength - 22; offset >= 0; offset -= 1) {
    if (tail.readUInt32LE(offset) === endOfCentralDirectorySignature) {
      endOffset = offset;
      break;
    }
  }
  if (endOffset < 0) return null;
  const entryCount = tail.readUInt16LE(endOffset + 10);
  const directorySize = tail.readUInt32LE(endOffset + 12);
  const directoryOffset = tail.readUInt32LE(endOffset + 16);
  if (directoryOffset + directorySize > size) return null;
  const directory = Buffer.alloc(directorySize);
  await handle.read(directory, 0, directorySize, directoryOffset);
  const entries: CentralEntry[] = [];
  let cursor = 0;
  for (let index = 0; index < entryCount; index += 1) {
    if (cursor + 46 > directory.length || directory.readUInt32LE(cursor) !== centralEntrySignature)
      return null;
    const method = directory.readUInt16LE(cursor + 10);
    const compressedBytes = directory.readUInt32LE(cursor + 20);
    const bytes = directory.readUInt32LE(cursor + 24);
    const localOffset = directory.readUInt32LE(cursor + 42);
    const nameLength = directory.readUInt16LE(cursor + 28);
    const extraLength = directory.readUInt16LE(cursor + 30);
    const commentLength = directory.readUInt16LE(cursor + 32);
    const name = directory.toString('utf8', cursor + 46, cursor + 46 + nameLength);
    if (!name.endsWith('/')) entries.push({ name, bytes, method, compressedBytes, localOffset });
    cursor += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Counts and size of the 3D asset in a package, as its manifest.json states them (written from the asset). */
export interface PackageModelFacts {
  faces: number;
  vertices: number;
  widthCm: number;
  depthCm: number;
  heightCm: number;
}

const manifestLimit = 256 * 1024;

/** Reads the asset facts from a package's manifest.json; null for packages without a 3D asset. */
export async function readPackageModelFacts(diskPath: string): Promise<PackageModelFacts | null> {
  const handle = await open(diskPath, 'r').catch(() => null);
  if (!handle) return null;
  try {
    const entry = (await readCentralDirectory(handle))?.find(
      (candidate) => candidate.name === 'manifest.json',
    );
    if (
      !entry ||
      entry.compressedBytes > manifestLimit ||
      entry.bytes > manifestLimit ||
      (entry.method !== 0 && entry.method !== 8)
    )
      return null;
    const header = Buffer.alloc(30);
    await handle.read(header, 0, 30, entry.localOffset);
    const dataStart = entry.localOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
    const data = Buffer.alloc(entry.compressedBytes);
    await handle.read(data, 0, entry.compressedBytes, dataStart);
    const json = JSON.parse(
      (entry.method === 8 ? inflateRawSync(data) : data).toString('utf8'),
    ) as {
      faces?: unknown;
      vertices?: unknown;
      dimensionsCm?: { width?: unknown; depth?: unknown; height?: unknown };
    };
    const numbers = [
      json.faces,
      json.vertices,
      json.dimensionsCm?.width,
      json.dimensionsCm?.depth,
      json.dimensionsCm?.height,
    ];
    if (
      !numbers.every((value) => typeof value === 'number' && Number.isFinite(value) && value >= 0)
    )
      return null;
    const [faces, vertices, widthCm, depthCm, heightCm] = numbers as number[];
    return {
      faces: faces!,
      vertices: vertices!,
      widthCm: widthCm!,
      depthCm: depthCm!,
      heightCm: heightCm!,
    };
  } catch {
    return null;
  } finally {
    await handle.close();
  }
}

/** The contents a user will get: every file with its size, and which of them are textures. */
export interface ContentsManifest {
  files: ZipEntry[];
  textures: string[];
  totalBytes: number;
  /** Faces, vertices and size of the 3D asset, from the package's own manifest; null for texture packages. */
  model?: PackageModelFacts | null;
}

const textureExtension = /\.(?:jpe?g|png|tga|tiff?|exr|hdr|bmp|webp)$/iu;

export function manifestFromEntries(entries: ZipEntry[]): ContentsManifest {
  return {
    files: entries,
    textures: entries
      .filter((entry) => textureExtension.test(entry.name))
      .map((entry) => entry.name),
    totalBytes: entries.reduce((sum, entry) => sum + entry.bytes, 0),
  };
}
