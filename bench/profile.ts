// npm run bench:profile -- <path> [--cpu 4] — where a page's start-up spends the main thread.
// Starts its own sandbox (BENCH_PORT, default 8197; data in .sandbox-data/bench-profile) on the built
// app, signs the demo account in, then opens <path> with Chromium's CPU slowed (default 4×, as
// Lighthouse's mobile audit does) under the V8 sampling profiler. Prints the page's long tasks (over
// 50 ms, their start after navigation), its first contentful paint, and the self time of the
// start-up by original source module (through the bundle's source maps) and by function, largest
// first. Lighthouse says how long the tasks are; this says what they are made of. Never part of npm test.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { ensureBuilt, launchChromium, log, signedIn, startSandbox } from './support';

const port = Number(process.env.BENCH_PORT ?? 8197);
const origin = `http://localhost:${port}`;
const dataDir = join('.sandbox-data', 'bench-profile');
const path = process.argv.slice(2).find((arg) => arg.startsWith('/')) ?? '/orders';
const cpuIndex = process.argv.indexOf('--cpu');
const CPU = cpuIndex > 0 ? Number(process.argv[cpuIndex + 1]) : 4;
const DEMO = { email: 'demo@example.com', password: 'demo1234' };
const WATCH_MS = 8_000;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const maps = new Map<string, TraceMap | null>();
/** The source map of a built asset (dist/assets/<name>.js.map), or null for others. */
function mapOf(url: string): TraceMap | null {
  if (!maps.has(url)) {
    const match = /\/assets\/([^/?]+\.js)$/.exec(url);
    let map: TraceMap | null = null;
    if (match) {
      try {
        map = new TraceMap(readFileSync(join('dist', 'assets', `${match[1]}.map`), 'utf8'));
      } catch {
        map = null;
      }
    }
    maps.set(url, map);
  }
  return maps.get(url) ?? null;
}

/** Where a sampled function comes from: its original module and name where the map knows them. */
function origin_(frame: ProfileNode['callFrame']): { module: string; fn: string } {
  const map = frame.url ? mapOf(frame.url) : null;
  if (!map) return { module: frame.url || `(${frame.functionName || 'program'})`, fn: frame.functionName || '(anonymous)' };
  const position = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  const module = (position.source ?? frame.url).replace(/^.*node_modules\//, 'npm:').replace(/^(\.\.\/)+/, '');
  return { module, fn: `${frame.functionName || position.name || '(anonymous)'} ${module}:${position.line ?? '?'}` };
}

function top(totals: Map<string, number>, count: number): string[] {
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, us]) => `${(us / 1000).toFixed(1).padStart(8)} ms  ${name}`);
}

async function main() {
  ensureBuilt();
  const sandbox = await startSandbox(origin, port, dataDir);
  const browser = await launchChromium();
  try {
    const probe = `
      window.__longTasks = [];
      new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push([Math.round(e.startTime), Math.round(e.duration)]); })
        .observe({ type: 'longtask', buffered: true });`;
    const context = await signedIn(browser, { origin, account: DEMO, initScript: probe, screenshotDir: '/tmp' });
    const page = await context.newPage();
    await page.setViewportSize({ width: 412, height: 823 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await cdp.send('Profiler.start');
    await page.goto(path);
    await page.waitForTimeout(WATCH_MS);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    const facts = await page.evaluate(() => ({
      longTasks: (window as unknown as { __longTasks: number[][] }).__longTasks,
      fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1),
    }));
    log(`${path} at ${CPU}× CPU: first contentful paint ${facts.fcp} ms`);
    log(`long tasks [start, duration] ms: ${JSON.stringify(facts.longTasks)}`);
    const blocking = facts.longTasks.reduce((sum, [, duration]) => sum + Math.max(0, (duration ?? 0) - 50), 0);
    log(`blocking time (over 50 ms, all tasks): ${blocking} ms`);

    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const byModule = new Map<string, number>();
    const byFunction = new Map<string, number>();
    profile.samples.forEach((id, index) => {
      const node = byId.get(id);
      if (!node) return;
      const us = profile.timeDeltas[index + 1] ?? 0;
      const { module, fn } = origin_(node.callFrame);
      if (module === '(idle)') return;
      byModule.set(module, (byModule.get(module) ?? 0) + us);
      byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
    });
    // the profile's own long tasks: runs of busy samples with no idle between them, with what they did
    let run: { startUs: number; endUs: number; fns: Map<string, number> } | undefined;
    const runs: NonNullable<typeof run>[] = [];
    let clock = 0;
    profile.samples.forEach((id, index) => {
      const us = profile.timeDeltas[index + 1] ?? 0;
      clock += profile.timeDeltas[index] ?? 0;
      const node = byId.get(id);
      const idle = !node || node.callFrame.functionName === '(idle)';
      if (idle) {
        if (run) runs.push(run);
        run = undefined;
        return;
      }
      run ??= { startUs: clock, endUs: clock, fns: new Map() };
      run.endUs = clock + us;
      const { fn } = origin_(node.callFrame);
      run.fns.set(fn, (run.fns.get(fn) ?? 0) + us);
    });
    if (run) runs.push(run);
    const firstUs = runs[0]?.startUs ?? 0;
    for (const task of runs.filter((candidate) => candidate.endUs - candidate.startUs > 50_000)) {
      log(`task at +${Math.round((task.startUs - firstUs) / 1000)} ms, ${Math.round((task.endUs - task.startUs) / 1000)} ms:`);
      for (const line of top(task.fns, 8)) log(`   ${line}`);
    }
    // the browser's own work (a DOM call, fetch) by the app's function that asked for it
    const parentOf = new Map<number, ProfileNode>();
    for (const node of profile.nodes)
      for (const child of (node as ProfileNode & { children?: number[] }).children ?? []) parentOf.set(child, node);
    const byCaller = new Map<string, number>();
    profile.samples.forEach((id, index) => {
      const node = byId.get(id);
      if (!node || node.callFrame.url || node.callFrame.functionName.startsWith('(')) return;
      const caller = parentOf.get(id);
      const name = `${node.callFrame.functionName} ← ${caller ? origin_(caller.callFrame).fn : '?'}`;
      byCaller.set(name, (byCaller.get(name) ?? 0) + (profile.timeDeltas[index + 1] ?? 0));
    });
    log('browser calls by caller:');
    for (const line of top(byCaller, 10)) log(line);
    log('self time by module:');
    for (const line of top(byModule, 40)) log(line);
    log('self time by function:');
    for (const line of top(byFunction, 40)) log(line);
  } finally {
    await browser.close();
    sandbox.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
