type ByteRange = { start: number; end: number } | 'unsatisfiable' | null;

/**
 * Parses a single "bytes=" range of a package delivery, whose byte budget is counted per range;
 * multi-range requests are answered with the whole file. (Public pictures under /files are served
 * by @fastify/send, which parses its own ranges.)
 */
export function parseRange(header: string | undefined, size: number): ByteRange {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/u.exec(header.trim());
  if (!match) return null;
  const [, startText = '', endText = ''] = match;
  if (startText === '' && endText === '') return 'unsatisfiable';
  if (startText === '') {
    const suffix = Number(endText);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(startText);
  const end = endText === '' ? size - 1 : Math.min(Number(endText), size - 1);
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}
