import { open } from 'node:fs/promises';

/** One entry of a zip's central directory. */
export interface ZipEntry {
  name: string;
  bytes: number;
}

const endOfCentralDirectorySignature = 0x06054b50;
const centralEntrySignature = 0x02014b50;
// The end record is 22 bytes plus a comment of at most 65535 bytes.
const maxEndRecordSearch = 22 + 0xffff;

/** Lists the files of a zip from its central directory (names and uncompressed sizes), or null when it is not a readable zip. */
export async function readZipEntries(diskPath: string): Promise<ZipEntry[] | null> {
  const handle = await open(diskPath, 'r').catch(() => null);
  if (!handle) return null;
  try {
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
    const entries: ZipEntry[] = [];
    let cursor = 0;
    for (let index = 0; index < entryCount; index += 1) {
      if (
        cursor + 46 > directory.length ||
        directory.readUInt32LE(cursor) !== centralEntrySignature
      )
        return null;
      const bytes = directory.readUInt32LE(cursor + 24);
      const nameLength = directory.readUInt16LE(cursor + 28);
      const extraLength = directory.readUInt16LE(cursor + 30);
      const commentLength = directory.readUInt16LE(cursor + 32);
      const name = directory.toString('utf8', cursor + 46, cursor + 46 + nameLength);
      if (!name.endsWith('/')) entries.push({ name, bytes });
      cursor += 46 + nameLength + extraLength + commentLength;
    }
    return entries;
  } finally {
    await handle.close();
  }
}

/** The contents a user will get: every file with its size, and which of them are textures. */
export interface ContentsManifest {
  files: ZipEntry[];
  textures: string[];
  totalBytes: number;
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
