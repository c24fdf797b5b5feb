import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RenderJob, RenderOutput, RenderResult, SceneSource } from '@yunmo/asset-render/jobs';
import { RenderPool } from '@yunmo/asset-render/pool';
import { parsePreviewPath, type ParsedPreview } from './paths.js';

/** How each preview kind is framed. */
export function previewRenderOutput(parsed: ParsedPreview, file: string): RenderOutput {
  const base = {
    file,
    width: parsed.width,
    height: parsed.height,
    format: 'webp' as const,
    supersample: 2,
  };
  if (parsed.view === 'scene')
    return {
      ...base,
      view: { azimuthDeg: 24, elevationDeg: 12 },
      fill: 0.78,
      subjectX: 0.64,
      quality: 80,
    };
  if (parsed.view === 'portrait') {
    return {
      ...base,
      view: 'cover',
      fill: 0.86,
      quality: 85,
      backdrop: { top: [236, 240, 246], bottom: [212, 220, 232] },
    };
  }
  return { ...base, view: parsed.view, quality: parsed.width >= 1200 ? 84 : 80 };
}

function specFileName(key: string): string {
  const [group = 'misc', bucket] = key.split('/');
  return group === 'm' ? `m-${bucket ?? '0000'}.json` : `${group}.json`;
}

/**
 * Renders previews of seeded assets into the files folder. The seed records what each preview key
 * shows (its scene source) outside the public folder; the file server then renders any listed size
 * of a known key on its first request. Concurrent requests for one file share one render, and files
 * are written under a temporary name and renamed, so nobody reads half an image.
 */
export class PreviewService {
  private pool: RenderPool | undefined;
  private readonly specs = new Map<string, Promise<Record<string, SceneSource>>>();
  private readonly inflight = new Map<string, Promise<string | null>>();
  readonly specsDir: string;

  constructor(
    readonly filesDir: string,
    private readonly workers?: number,
  ) {
    this.specsDir = path.join(path.dirname(path.resolve(filesDir)), 'render-specs');
  }

  private renderPool(): RenderPool {
    this.pool ??= new RenderPool(this.workers);
    return this.pool;
  }

  /** Records what each key shows (merged into what is already recorded). */
  async saveSpecs(entries: Iterable<[key: string, source: SceneSource]>): Promise<void> {
    const byFile = new Map<string, Record<string, SceneSource>>();
    for (const [key, source] of entries) {
      const file = specFileName(key);
      const group = byFile.get(file) ?? {};
      group[key] = source;
      byFile.set(file, group);
    }
    await mkdir(this.specsDir, { recursive: true });
    for (const [file, group] of byFile) {
      const existing = await this.readSpecFile(file);
      const merged = { ...existing, ...group };
      const target = path.join(this.specsDir, file);
      const temporary = `${target}.${process.pid}.tmp`;
      await writeFile(temporary, JSON.stringify(merged));
      await rename(temporary, target);
      this.specs.set(file, Promise.resolve(merged));
    }
  }

  private async readSpecFile(file: string): Promise<Record<string, SceneSource>> {
    try {
      return JSON.parse(await readFile(path.join(this.specsDir, file), 'utf8')) as Record<
        string,
        SceneSource
      >;
    } catch {
      return {};
    }
  }

  /** Every recorded preview key. */
  async recordedKeys(): Promise<string[]> {
    const files = (await readdir(this.specsDir).catch(() => [] as string[])).filter((name) =>
      name.endsWith('.json'),
    );
    const keys: string[] = [];
    for (const file of files) keys.push(...Object.keys(await this.readSpecFile(file)));
    return keys;
  }

  /** What a recorded key shows (its scene source), or undefined for a key never recorded. */
  recordedSource(key: string): Promise<SceneSource | undefined> {
    return this.spec(key);
  }

  private spec(key: string): Promise<SceneSource | undefined> {
    const file = specFileName(key);
    let group = this.specs.get(file);
    if (!group) {
      group = this.readSpecFile(file);
      this.specs.set(file, group);
    }
    return group.then((records) => (Object.hasOwn(records, key) ? records[key] : undefined));
  }

  private diskPath(publicPath: string): string {
    return path.join(this.filesDir, publicPath.slice('/files/'.length));
  }

  /**
   * Runs one job for several preview paths of the same key (the seed's batch); `downscaled` paths are
   * smaller copies of the first picture rather than renders of their own, and so are `extraCopies`
   * (files outside the public folder).
   */
  render(
    source: SceneSource,
    publicPaths: readonly string[],
    downscaled: readonly string[] = [],
    extra: readonly RenderOutput[] = [],
    extraCopies: readonly { file: string; width: number; height: number }[] = [],
  ): Promise<RenderResult> {
    const parse = (publicPath: string) => {
      const parsed = parsePreviewPath(publicPath);
      if (!parsed) throw new Error(`not a preview path: ${publicPath}`);
      return parsed;
    };
    const outputs = publicPaths.map((publicPath) =>
      previewRenderOutput(parse(publicPath), this.diskPath(publicPath)),
    );
    if (outputs[0] && downscaled.length + extraCopies.length > 0) {
      outputs[0].downscaled = [
        ...downscaled.map((publicPath) => {
          const parsed = parse(publicPath);
          return { file: this.diskPath(publicPath), width: parsed.width, height: parsed.height };
        }),
        ...extraCopies,
      ];
    }
    // Extra outputs (the small renders search by image indexes) share the asset's preparation.
    const job: RenderJob = { source, outputs: [...outputs, ...extra] };
    return this.renderPool().run(job);
  }

  /** Writes a picture rendered elsewhere (a shipped cover, ADR 0061) where its render would go. */
  async writePicture(publicPath: string, bytes: Uint8Array): Promise<void> {
    if (!parsePreviewPath(publicPath)) throw new Error(`not a preview path: ${publicPath}`);
    const file = this.diskPath(publicPath);
    await mkdir(path.dirname(file), { recursive: true });
    // Written aside and renamed, so a request never reads half a picture.
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, file);
  }

  /**
   * The disk path of a preview, rendering it first when it is missing; null when the path is not a
   * preview of a recorded key.
   */
  ensure(publicPath: string): Promise<string | null> {
    const parsed = parsePreviewPath(publicPath);
    if (!parsed) return Promise.resolve(null);
    const file = this.diskPath(publicPath);
    const running = this.inflight.get(publicPath);
    if (running) return running;
    const work = (async () => {
      const existing = await stat(file).catch(() => null);
      if (existing?.isFile()) return file;
      const source = await this.spec(parsed.key);
      if (!source) return null;
      // A request waits for it: before the seed's renders still queued behind the running API.
      await this.renderPool().run({ source, outputs: [previewRenderOutput(parsed, file)] }, true);
      return file;
    })().finally(() => this.inflight.delete(publicPath));
    this.inflight.set(publicPath, work);
    return work;
  }

  /**
   * Renders extra outputs (not preview paths: the search-by-image renders) of a recorded key, behind
   * requests; false when the key is not recorded.
   */
  async renderRecorded(key: string, outputs: readonly RenderOutput[]): Promise<boolean> {
    const source = await this.spec(key);
    if (!source) return false;
    await this.renderPool().run({ source, outputs: [...outputs] });
    return true;
  }

  async close(): Promise<void> {
    await this.pool?.close();
    this.pool = undefined;
  }
}
