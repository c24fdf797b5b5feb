/**
 * Web performance: builds the web app, serves it through the BFF (with a freshly seeded API) and
 * measures in Chromium:
 *   - JavaScript sent for the home page before it is interactive (gzip size of each JS response),
 *   - Largest Contentful Paint of a list page with 4x CPU throttling (and without, side by side),
 *   - Cumulative Layout Shift of the home and list pages.
 * Every figure is the median of RUNS cold page loads (fresh browser context each time).
 *
 * BENCH_BASE_URL=http://127.0.0.1:3100 measures already running servers instead.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { withTarget, writeResult } from '../lib/report.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const apiPort = process.env.BENCH_API_PORT ?? '4111';
const bffPort = process.env.BENCH_BFF_PORT ?? '3101';
const LIST_PATH = '/list/max/0-0-0-1-0-0-0-0-0-0-0-0';
const TARGETS = { homeJsKb: 160, listLcpMs: 1000, cls: 0.05 };

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function waitHealthy(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server for ${url} exited with ${String(child.exitCode)}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} not healthy in time`);
}

async function startServers(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  if (process.env.BENCH_BASE_URL) return { baseUrl: process.env.BENCH_BASE_URL, stop: async () => undefined };
  if (!existsSync(path.join(root, 'apps/web/dist/index.html')) || process.env.BENCH_SKIP_BUILD !== '1') {
    const build = spawnSync(process.execPath, [path.join(root, 'scripts/pnpm.mjs'), '--filter', '@yunmo/web', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('web build failed');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'yunmo-bench-web-'));
  const api = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    env: { ...process.env, YUNMO_DATA_DIR: dataDir, API_PORT: apiPort, SEED_COUNT: process.env.BENCH_SEED_COUNT ?? '300' },
    stdio: 'ignore',
  });
  const bff = spawn(process.execPath, [path.join(root, 'apps/bff/dist/server.js')], {
    env: { ...process.env, PORT: bffPort, V1_UPSTREAM: `http://127.0.0.1:${apiPort}`, WEB_DIST: path.join(root, 'apps/web/dist'), LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000' },
    stdio: 'ignore',
  });
  const stop = async () => {
    for (const child of [bff, api]) {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitHealthy(`http://127.0.0.1:${apiPort}/v1/home/navList`, api);
    await waitHealthy(`http://127.0.0.1:${bffPort}/api/label-words`, bff);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl: `http://127.0.0.1:${bffPort}`, stop };
}

/** Records LCP and CLS from the first moment of the page. */
const observeVitals = `
  window.__vitals = { lcp: 0, cls: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__vitals.lcp = entry.renderTime || entry.loadTime || entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__vitals.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

interface Vitals {
  lcp: number;
  cls: number;
}

async function readVitals(page: Page): Promise<Vitals> {
  // String expressions: this file is compiled without the DOM library.
  return (await page.evaluate('window.__vitals')) as Vitals;
}

async function newPage(browser: Browser, cpuThrottle: number): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  await context.addInitScript(observeVitals);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (cpuThrottle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
  return { page, close: () => context.close() };
}

/** JS responses until the home page shows its model tabs and the main thread is free. */
async function homeJavaScript(browser: Browser, baseUrl: string): Promise<{ gzipKb: number; files: number; laterKb: number; cls: number }> {
  const { page, close } = await newPage(browser, 1);
  const scripts: { url: string; body: Promise<Buffer>; beforeInteractive: boolean }[] = [];
  let interactive = false;
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || response.url().endsWith('.js')) scripts.push({ url: response.url(), body: response.body(), beforeInteractive: !interactive });
  });
  await page.goto(`${baseUrl}/`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('tablist', { name: '模型分类' }).waitFor();
  await page.evaluate('new Promise((resolve) => { requestAnimationFrame(() => { setTimeout(resolve, 0); }); })');
  interactive = true;
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const vitals = await readVitals(page);
  let before = 0;
  let after = 0;
  let files = 0;
  const seen = new Set<string>();
  for (const script of scripts) {
    if (seen.has(script.url)) continue;
    seen.add(script.url);
    const size = gzipSync(await script.body).length;
    if (script.beforeInteractive) {
      before += size;
      files += 1;
    } else {
      after += size;
    }
  }
  await close();
  return { gzipKb: before / 1024, files, laterKb: after / 1024, cls: vitals.cls };
}

async function listVitals(browser: Browser, baseUrl: string, cpuThrottle: number): Promise<Vitals> {
  const { page, close } = await newPage(browser, cpuThrottle);
  await page.goto(`${baseUrl}${LIST_PATH}`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('list', { name: '模型列表' }).getByRole('listitem').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const vitals = await readVitals(page);
  await close();
  return vitals;
}

function row(cells: readonly string[], widths: readonly number[]): string {
  return cells.map((cell, index) => cell.padEnd(widths[index] ?? 12)).join(' | ');
}

async function main(): Promise<void> {
  const { baseUrl, stop } = await startServers();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    // One warm-up of each page so the servers' caches are in the same state for every run.
    await homeJavaScript(browser, baseUrl);
    await listVitals(browser, baseUrl, 1);
    const home: Awaited<ReturnType<typeof homeJavaScript>>[] = [];
    const listThrottled: Vitals[] = [];
    const listPlain: Vitals[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      home.push(await homeJavaScript(browser, baseUrl));
      listThrottled.push(await listVitals(browser, baseUrl, 4));
      listPlain.push(await listVitals(browser, baseUrl, 1));
    }
    const homeJs = median(home.map((item) => item.gzipKb));
    const lcp4 = median(listThrottled.map((item) => item.lcp));
    const lcp1 = median(listPlain.map((item) => item.lcp));
    const listCls = median(listThrottled.map((item) => item.cls));
    const homeCls = median(home.map((item) => item.cls));
    const widths = [44, 12, 12, 12, 10, 14];
    console.log(`\nWeb performance (${String(RUNS)} cold loads each, medians; Chromium ${browser.version()})\n`);
    console.log(row(['metric', 'median', 'min', 'max', 'target', 'median/target'], widths));
    console.log(row(widths.map((width) => '-'.repeat(width)), widths));
    const line = (name: string, values: number[], target: number | null, unit: string, digits: number) => {
      const format = (value: number) => `${value.toFixed(digits)}${unit}`;
      console.log(row([name, format(median(values)), format(Math.min(...values)), format(Math.max(...values)), target === null ? '-' : format(target), target === null ? '-' : (median(values) / target).toFixed(2)], widths));
    };
    line('home JS before interactive (gzip)', home.map((item) => item.gzipKb), TARGETS.homeJsKb, ' KB', 1);
    line('home JS loaded after first paint (gzip)', home.map((item) => item.laterKb), null, ' KB', 1);
    line(`list LCP, 4x CPU throttling`, listThrottled.map((item) => item.lcp), TARGETS.listLcpMs, ' ms', 0);
    line(`list LCP, no throttling`, listPlain.map((item) => item.lcp), null, ' ms', 0);
    line('list CLS (4x throttling)', listThrottled.map((item) => item.cls), TARGETS.cls, '', 3);
    line('home CLS', home.map((item) => item.cls), TARGETS.cls, '', 3);
    console.log(`\nhome JS files before interactive: ${String(median(home.map((item) => item.files)))}; LCP ratio throttled/unthrottled: ${(lcp4 / lcp1).toFixed(2)}`);
    const failures = [
      homeJs > TARGETS.homeJsKb ? `home JS ${homeJs.toFixed(1)} KB > ${String(TARGETS.homeJsKb)} KB` : '',
      lcp4 > TARGETS.listLcpMs ? `list LCP ${lcp4.toFixed(0)} ms > ${String(TARGETS.listLcpMs)} ms` : '',
      Math.max(listCls, homeCls) > TARGETS.cls ? `CLS ${Math.max(listCls, homeCls).toFixed(3)} > ${String(TARGETS.cls)}` : '',
    ].filter(Boolean);
    console.log(failures.length ? `\nOver target: ${failures.join('; ')}` : '\nAll targets met.');
    writeResult('web', {
      benchmark: 'web',
      figures: [
        withTarget('home JS before interactive (gzip)', homeJs, 'KB', `<= ${String(TARGETS.homeJsKb)}`),
        withTarget('home JS loaded after first paint (gzip)', median(home.map((item) => item.laterKb)), 'KB'),
        withTarget('list LCP, 4x CPU throttling, median', lcp4, 'ms', `<= ${String(TARGETS.listLcpMs)}`),
        withTarget('list LCP, 4x CPU throttling, max', Math.max(...listThrottled.map((item) => item.lcp)), 'ms'),
        withTarget('list LCP, no throttling, median', lcp1, 'ms'),
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
