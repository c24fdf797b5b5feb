/**
 * Web performance: builds the web app, serves it through the BFF (with a freshly seeded API) and
 * measures in Chromium:
 *   - bytes of the home page as transferred (Chromium's encoded data length: compressed as the
 *     gateway negotiated it, headers included): JavaScript before it is interactive, after it, and
 *     everything the page loads; and the JavaScript's uncompressed size beside it,
 *   - Largest Contentful Paint of a list page with 4x CPU throttling (and without, side by side),
 *     server-rendered (as served) and as the plain app (a second gateway with SSR=0) in the same run,
 *   - Cumulative Layout Shift of the home and list pages.
 * Every figure is the median of RUNS cold page loads (fresh browser context each time).
 *
 * BENCH_BASE_URL=http://127.0.0.1:3100 measures already running servers instead (BENCH_PLAIN_URL: a
 * gateway of the same API with SSR=0, for the plain app's rows).
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { withTarget, writeResult } from '../lib/report.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const apiPort = process.env.BENCH_API_PORT ?? '4111';
const bffPort = process.env.BENCH_BFF_PORT ?? '3101';
const LIST_PATH = '/list/max/0-0-0-1-0-0-0-0-0-0-0-0';
const TARGETS = { homeJsKb: 160, listLcpMs: 800, cls: 0.05 };
const plainPort = String(Number(bffPort) + 1);

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function waitHealthy(url: string, child: ChildProcess): Promise<void> {
  // A busy machine seeds slowly.
  const deadline = Date.now() + Number(process.env.BENCH_START_TIMEOUT_MS ?? 600_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server for ${url} exited with ${String(child.exitCode)}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} not healthy in time`);
}

async function startServers(): Promise<{
  baseUrl: string;
  plainUrl?: string;
  stop: () => Promise<void>;
}> {
  if (process.env.BENCH_BASE_URL)
    return {
      baseUrl: process.env.BENCH_BASE_URL,
      // The same app served plain (a gateway with SSR=0), for the side-by-side rows.
      ...(process.env.BENCH_PLAIN_URL ? { plainUrl: process.env.BENCH_PLAIN_URL } : {}),
      stop: async () => undefined,
    };
  if (
    !existsSync(path.join(root, 'apps/web/dist/index.html')) ||
    process.env.BENCH_SKIP_BUILD !== '1'
  ) {
    const build = spawnSync(
      process.execPath,
      [path.join(root, 'scripts/pnpm.mjs'), '--filter', '@yunmo/web', 'build'],
      { stdio: 'inherit' },
    );
    if (build.status !== 0) throw new Error('web build failed');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'yunmo-bench-web-'));
  const api = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    env: {
      ...process.env,
      YUNMO_DATA_DIR: dataDir,
      API_PORT: apiPort,
      SEED_COUNT: process.env.BENCH_SEED_COUNT ?? '300',
      // Pages are measured on a whole catalogue, not beside its background renders.
      SEED_IN_BACKGROUND: '0',
    },
    stdio: 'ignore',
  });
  // Gateways as in production (React's production build): one serving rendered pages, one the plain app.
  const gateway = (port: string, ssr: '0' | '1') =>
    spawn(process.execPath, [path.join(root, 'apps/bff/dist/server.js')], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
        GATEWAY_SECRET: randomBytes(24).toString('base64url'),
        SSR: ssr,
        PORT: port,
        V1_UPSTREAM: `http://127.0.0.1:${apiPort}`,
        WEB_DIST: path.join(root, 'apps/web/dist'),
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '100000',
        RATE_LIMIT_ADDRESS_MAX: '100000',
        RATE_LIMIT_COSTLY_MAX: '100000',
      },
      stdio: 'ignore',
    });
  const bff = gateway(bffPort, '1');
  const plain = gateway(plainPort, '0');
  const stop = async () => {
    for (const child of [bff, plain, api]) {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
    // Files the API was still writing when stopped must not hide the run's own error.
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
  try {
    await waitHealthy(`http://127.0.0.1:${apiPort}/v1/home/navList`, api);
    await waitHealthy(`http://127.0.0.1:${bffPort}/api/label-words`, bff);
    await waitHealthy(`http://127.0.0.1:${plainPort}/api/label-words`, plain);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    baseUrl: `http://127.0.0.1:${bffPort}`,
    plainUrl: `http://127.0.0.1:${plainPort}`,
    stop,
  };
}

/** Records LCP and CLS from the first moment of the page. */
const observeVitals = `
  window.__vitals = { lcp: 0, cls: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__vitals.lcp = entry.renderTime || entry.loadTime || entry.startTime;
      window.__vitals.lcpUrl = entry.url || '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__vitals.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

interface Vitals {
  lcp: number;
  cls: number;
  /** The LCP element's picture, when it is one. */
  lcpUrl?: string;
}

/** What the list page transferred (encoded bytes on the wire, as Chromium counts them), KB. */
interface ListBytes {
  totalKb: number;
  imagesKb: number;
  images: number;
  /** The LCP picture's own bytes. */
  lcpImageKb: number;
  lcpImageType: string;
}

async function readVitals(page: Page): Promise<Vitals> {
  // String expressions: this file is compiled without the DOM library.
  return (await page.evaluate('window.__vitals')) as Vitals;
}

async function newPage(
  browser: Browser,
  cpuThrottle: number,
): Promise<{ page: Page; cdp: CDPSession; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  await context.addInitScript(observeVitals);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (cpuThrottle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
  return { page, cdp, close: () => context.close() };
}

interface HomeBytes {
  /** JavaScript transferred before the page is interactive, KB. */
  transferredKb: number;
  /** The same JavaScript uncompressed, KB. */
  uncompressedKb: number;
  files: number;
  /** JavaScript transferred after first paint, KB. */
  laterKb: number;
  /** Every response of the page transferred, KB. */
  totalKb: number;
  cls: number;
}

/** Bytes on the wire of the home page: JS until it shows its model tabs and the main thread is free, then the rest. */
async function homeJavaScript(browser: Browser, baseUrl: string): Promise<HomeBytes> {
  const { page, cdp, close } = await newPage(browser, 1);
  let interactive = false;
  const responses = new Map<string, { script: boolean; beforeInteractive: boolean }>();
  const bytes = { before: 0, after: 0, total: 0, files: 0 };
  cdp.on('Network.responseReceived', (event) => {
    responses.set(event.requestId, {
      script: event.type === 'Script' || event.response.url.endsWith('.js'),
      beforeInteractive: !interactive,
    });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const response = responses.get(event.requestId);
    if (response === undefined) return;
    bytes.total += event.encodedDataLength;
    if (!response.script) return;
    if (response.beforeInteractive) {
      bytes.before += event.encodedDataLength;
      bytes.files += 1;
    } else {
      bytes.after += event.encodedDataLength;
    }
  });
  const decoded: Promise<number>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (!interactive && (type === 'script' || response.url().endsWith('.js')))
      decoded.push(
        response.body().then(
          (body) => body.length,
          () => 0,
        ),
      );
  });
  await page.goto(`${baseUrl}/`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('tablist', { name: '模型分类' }).waitFor();
  await page.evaluate(
    'new Promise((resolve) => { requestAnimationFrame(() => { setTimeout(resolve, 0); }); })',
  );
  interactive = true;
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const vitals = await readVitals(page);
  const uncompressed = (await Promise.all(decoded)).reduce((sum, size) => sum + size, 0);
  await close();
  return {
    transferredKb: bytes.before / 1024,
    uncompressedKb: uncompressed / 1024,
    files: bytes.files,
    laterKb: bytes.after / 1024,
    totalKb: bytes.total / 1024,
    cls: vitals.cls,
  };
}

async function listVitals(
  browser: Browser,
  baseUrl: string,
  cpuThrottle: number,
): Promise<Vitals & { bytes: ListBytes }> {
  const { page, cdp, close } = await newPage(browser, cpuThrottle);
  const responses = new Map<string, { url: string; image: boolean; type: string }>();
  const finished = new Map<string, number>();
  cdp.on('Network.responseReceived', (event) => {
    responses.set(event.requestId, {
      url: event.response.url,
      image: event.type === 'Image',
      type: event.response.mimeType,
    });
  });
  cdp.on('Network.loadingFinished', (event) => {
    finished.set(event.requestId, event.encodedDataLength);
  });
  await page.goto(`${baseUrl}${LIST_PATH}`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('list', { name: '模型列表' }).getByRole('listitem').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const vitals = await readVitals(page);
  await close();
  const bytes: ListBytes = { totalKb: 0, imagesKb: 0, images: 0, lcpImageKb: 0, lcpImageType: '' };
  for (const [id, length] of finished) {
    const response = responses.get(id);
    bytes.totalKb += length / 1024;
    if (response?.image) {
      bytes.imagesKb += length / 1024;
      bytes.images += 1;
    }
    if (response && vitals.lcpUrl && response.url === vitals.lcpUrl) {
      bytes.lcpImageKb = length / 1024;
      bytes.lcpImageType = response.type;
    }
  }
  return { ...vitals, bytes };
}

function row(cells: readonly string[], widths: readonly number[]): string {
  return cells.map((cell, index) => cell.padEnd(widths[index] ?? 12)).join(' | ');
}

async function main(): Promise<void> {
  const { baseUrl, plainUrl, stop } = await startServers();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    // One warm-up of each page so the servers' caches are in the same state for every run.
    await homeJavaScript(browser, baseUrl);
    await listVitals(browser, baseUrl, 1);
    if (plainUrl !== undefined) await listVitals(browser, plainUrl, 1);
    const home: Awaited<ReturnType<typeof homeJavaScript>>[] = [];
    const listThrottled: Awaited<ReturnType<typeof listVitals>>[] = [];
    const listPlain: Awaited<ReturnType<typeof listVitals>>[] = [];
    const listAppThrottled: Awaited<ReturnType<typeof listVitals>>[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      home.push(await homeJavaScript(browser, baseUrl));
      listThrottled.push(await listVitals(browser, baseUrl, 4));
      listPlain.push(await listVitals(browser, baseUrl, 1));
      if (plainUrl !== undefined) listAppThrottled.push(await listVitals(browser, plainUrl, 4));
    }
    const homeJs = median(home.map((item) => item.transferredKb));
    const lcp4 = median(listThrottled.map((item) => item.lcp));
    const lcp1 = median(listPlain.map((item) => item.lcp));
    const listCls = median(listThrottled.map((item) => item.cls));
    const homeCls = median(home.map((item) => item.cls));
    const widths = [48, 12, 12, 12, 10, 14];
    console.log(
      `\nWeb performance (${String(RUNS)} cold loads each, medians; Chromium ${browser.version()})\n`,
    );
    console.log(row(['metric', 'median', 'min', 'max', 'target', 'median/target'], widths));
    console.log(
      row(
        widths.map((width) => '-'.repeat(width)),
        widths,
      ),
    );
    const line = (
      name: string,
      values: number[],
      target: number | null,
      unit: string,
      digits: number,
    ) => {
      const format = (value: number) => `${value.toFixed(digits)}${unit}`;
      console.log(
        row(
          [
            name,
            format(median(values)),
            format(Math.min(...values)),
            format(Math.max(...values)),
            target === null ? '-' : format(target),
            target === null ? '-' : (median(values) / target).toFixed(2),
          ],
          widths,
        ),
      );
    };
    line(
      'home JS before interactive (transferred)',
      home.map((item) => item.transferredKb),
      TARGETS.homeJsKb,
      ' KB',
      1,
    );
    line(
      'home JS before interactive (uncompressed)',
      home.map((item) => item.uncompressedKb),
      null,
      ' KB',
      1,
    );
    line(
      'home JS loaded after first paint (transferred)',
      home.map((item) => item.laterKb),
      null,
      ' KB',
      1,
    );
    line(
      'home page, all bytes transferred',
      home.map((item) => item.totalKb),
      null,
      ' KB',
      1,
    );
    line(
      `list LCP, 4x CPU throttling`,
      listThrottled.map((item) => item.lcp),
      TARGETS.listLcpMs,
      ' ms',
      0,
    );
    if (listAppThrottled.length > 0)
      line(
        'list LCP, 4x throttling, plain app (SSR=0)',
        listAppThrottled.map((item) => item.lcp),
        null,
        ' ms',
        0,
      );
    line(
      `list LCP, no throttling`,
      listPlain.map((item) => item.lcp),
      null,
      ' ms',
      0,
    );
    line(
      'list page, all bytes transferred',
      listThrottled.map((item) => item.bytes.totalKb),
      null,
      ' KB',
      1,
    );
    line(
      'list page, images transferred',
      listThrottled.map((item) => item.bytes.imagesKb),
      null,
      ' KB',
      1,
    );
    line(
      'list LCP picture transferred',
      listThrottled.map((item) => item.bytes.lcpImageKb),
      null,
      ' KB',
      1,
    );
    console.log(
      `list images requested: ${String(median(listThrottled.map((item) => item.bytes.images)))}; LCP picture: ${listThrottled[0]?.lcpUrl ?? ''} (${listThrottled[0]?.bytes.lcpImageType ?? ''})`,
    );
    line(
      'list CLS (4x throttling)',
      listThrottled.map((item) => item.cls),
      TARGETS.cls,
      '',
      3,
    );
    line(
      'home CLS',
      home.map((item) => item.cls),
      TARGETS.cls,
      '',
      3,
    );
    console.log(
      `\nhome JS files before interactive: ${String(median(home.map((item) => item.files)))}; LCP ratio throttled/unthrottled: ${(lcp4 / lcp1).toFixed(2)}`,
    );
    const failures = [
      homeJs > TARGETS.homeJsKb
        ? `home JS ${homeJs.toFixed(1)} KB > ${String(TARGETS.homeJsKb)} KB`
        : '',
      lcp4 > TARGETS.listLcpMs
        ? `list LCP ${lcp4.toFixed(0)} ms > ${String(TARGETS.listLcpMs)} ms`
        : '',
      Math.max(listCls, homeCls) > TARGETS.cls
        ? `CLS ${Math.max(listCls, homeCls).toFixed(3)} > ${String(TARGETS.cls)}`
        : '',
    ].filter(Boolean);
    console.log(failures.length ? `\nOver target: ${failures.join('; ')}` : '\nAll targets met.');
    writeResult('web', {
      benchmark: 'web',
      figures: [
        withTarget(
          'home JS before interactive (transferred)',
          homeJs,
          'KB',
          `<= ${String(TARGETS.homeJsKb)}`,
        ),
        withTarget(
          'home JS before interactive (uncompressed)',
          median(home.map((item) => item.uncompressedKb)),
          'KB',
        ),
        withTarget(
          'home JS loaded after first paint (transferred)',
          median(home.map((item) => item.laterKb)),
          'KB',
        ),
        withTarget(
          'home page, all bytes transferred',
          median(home.map((item) => item.totalKb)),
          'KB',
        ),
        withTarget(
          'list LCP, 4x CPU throttling, median',
          lcp4,
          'ms',
          `<= ${String(TARGETS.listLcpMs)}`,
        ),
        withTarget(
          'list LCP, 4x CPU throttling, max',
          Math.max(...listThrottled.map((item) => item.lcp)),
          'ms',
        ),
        ...(listAppThrottled.length > 0
          ? [
              withTarget(
                'list LCP, 4x CPU throttling, plain app (SSR=0), median',
                median(listAppThrottled.map((item) => item.lcp)),
                'ms',
              ),
            ]
          : []),
        withTarget('list LCP, no throttling, median', lcp1, 'ms'),
        withTarget(
          'list page, all bytes transferred (4x throttling run)',
          median(listThrottled.map((item) => item.bytes.totalKb)),
          'KB',
        ),
        withTarget(
          'list page, images transferred',
          median(listThrottled.map((item) => item.bytes.imagesKb)),
          'KB',
        ),
        withTarget(
          'list LCP picture transferred',
          median(listThrottled.map((item) => item.bytes.lcpImageKb)),
          'KB',
        ),
        withTarget('list LCP ratio throttled / unthrottled', lcp4 / lcp1, 'x'),
        withTarget('list CLS (4x throttling)', listCls, '', `<= ${String(TARGETS.cls)}`),
        withTarget('home CLS', homeCls, '', `<= ${String(TARGETS.cls)}`),
      ],
      notes: `${String(RUNS)} cold loads of each page (fresh context, cache disabled) at 1600 x 1000 in Chromium ${browser.version()}, served by the BFF over a freshly seeded API; list page ${LIST_PATH}; medians.`,
    });
  } finally {
    await browser.close();
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
