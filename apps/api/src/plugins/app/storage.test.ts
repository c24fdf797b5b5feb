import { describe, expect, it } from 'vitest';
import { parseRange, resolveFilePath } from './storage.js';

describe('file paths', () => {
  it('stays inside the files directory', () => {
    expect(resolveFilePath('/data/files', '/files/images/0000/1.jpg')).toBe(
      '/data/files/images/0000/1.jpg',
    );
    expect(resolveFilePath('/data/files', '/files/../secret')).toBeNull();
    expect(resolveFilePath('/data/files', '/files/%2e%2e/secret')).toBeNull();
    expect(resolveFilePath('/data/files', '/files/%E0%A4%A')).toBeNull();
    expect(resolveFilePath('/data/files', '/other/1.jpg')).toBeNull();
  });
});

describe('byte ranges', () => {
  it('parses single ranges and rejects unsatisfiable ones', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=5-1', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
  });
});
