/**
 * Saves a granted file under `fileName` with real byte progress, without holding it in memory
 * (docs/decisions/0024):
 * - where the browser has the origin-private file system, the response is streamed chunk by chunk
 *   into a temporary file on disk while the bytes received are counted, and that file is then
 *   handed to the browser's download;
 * - elsewhere the browser downloads the granted link itself (an anchor to it): the browser streams
 *   it to disk and shows its own progress; the page can only say when it has been handed over.
 * The grant stays the only way to a package: the link is short-lived, for this user, and spent once.
 */
export async function saveWithProgress(
  url: string,
  fileName: string,
  expectedBytes: number | null,
  onProgress: (percent: number) => void,
): Promise<void> {
  const folder = await temporaryFolder();
  if (folder === null) {
    clickAnchor(url, fileName);
    onProgress(100);
    return;
  }
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok || !response.body)
    throw new Error(`download failed: ${String(response.status)}`);
  const header = Number(response.headers.get('content-length'));
  const total = Number.isFinite(header) && header > 0 ? header : (expectedBytes ?? 0);
  await removeLeftovers(folder);
  const entry = `${String(Date.now())}-${Math.random().toString(36).slice(2)}`;
  const handle = await folder.getFileHandle(entry, { create: true });
  const writable = await handle.createWritable();
  const reader = response.body.getReader();
  let received = 0;
  onProgress(0);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      await writable.write(value);
      received += value.byteLength;
      if (total > 0) onProgress(Math.min(99, Math.floor((received / total) * 100)));
    }
    await writable.close();
  } catch (error) {
    await writable.abort().catch(() => undefined);
    await folder.removeEntry(entry).catch(() => undefined);
    throw error;
  }
  onProgress(100);
  // The file on disk, not a copy in memory: the browser's download reads it from there.
  const file = await handle.getFile();
  const objectUrl = URL.createObjectURL(file);
  clickAnchor(objectUrl, fileName);
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), LEFTOVER_AFTER_MS);
}

/** Temporary files older than this are removed when the next download starts. */
const LEFTOVER_AFTER_MS = 10 * 60 * 1000;
const FOLDER_NAME = 'downloads';

interface TemporaryFolder {
  getFileHandle(name: string, options: { create: boolean }): Promise<FileSystemFileHandle>;
  removeEntry(name: string): Promise<void>;
  keys(): AsyncIterable<string>;
}

/** The origin-private folder of download files, or null where streaming to disk is unavailable. */
async function temporaryFolder(): Promise<TemporaryFolder | null> {
  try {
    const getDirectory = navigator.storage?.getDirectory?.bind(navigator.storage);
    if (getDirectory === undefined) return null;
    const root = await getDirectory();
    const folder = (await root.getDirectoryHandle(FOLDER_NAME, {
      create: true,
    })) as unknown as TemporaryFolder;
    // Safari had the folder before writable streams: without them there is nothing to stream to.
    const probe = await folder.getFileHandle('.probe', { create: true });
    const writable = typeof probe.createWritable === 'function';
    await folder.removeEntry('.probe').catch(() => undefined);
    return writable ? folder : null;
  } catch {
    return null;
  }
}

/** Removes the files of earlier downloads (their download has long read them). */
async function removeLeftovers(folder: TemporaryFolder): Promise<void> {
  const cutoff = Date.now() - LEFTOVER_AFTER_MS;
  try {
    for await (const name of folder.keys()) {
      const createdAt = Number(name.split('-')[0]);
      if (Number.isFinite(createdAt) && createdAt < cutoff)
        await folder.removeEntry(name).catch(() => undefined);
    }
  } catch {
    // Cleaning up is best effort: a failure must not stop the download.
  }
}

function clickAnchor(href: string, fileName: string): void {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
