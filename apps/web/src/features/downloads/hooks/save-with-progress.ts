import { fakeProgressAt, FAKE_PROGRESS } from '@yunmo/domain/download-flow';

/**
 * Fetches a file and saves it under `fileName`, reporting real progress from the bytes received.
 * Only when the size is unknown does it fall back to the spec's counter (+10 a second up to 90).
 */
export async function saveWithProgress(
  url: string,
  fileName: string,
  expectedBytes: number | null,
  onProgress: (percent: number) => void,
): Promise<void> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok || !response.body)
    throw new Error(`download failed: ${String(response.status)}`);
  const header = Number(response.headers.get('content-length'));
  const total = Number.isFinite(header) && header > 0 ? header : (expectedBytes ?? 0);
  const started = Date.now();
  const timer =
    total > 0
      ? undefined
      : window.setInterval(
          () => onProgress(fakeProgressAt(Date.now() - started)),
          FAKE_PROGRESS.intervalMs,
        );
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      if (total > 0) onProgress(Math.min(99, Math.floor((received / total) * 100)));
    }
  } finally {
    if (timer !== undefined) window.clearInterval(timer);
  }
  onProgress(100);
  const blob = new Blob(chunks as BlobPart[], {
    type: response.headers.get('content-type') ?? 'application/octet-stream',
  });
  const objectUrl = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = objectUrl;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}
