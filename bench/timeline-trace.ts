// A Chromium trace of one stretch of the timeline bench (`npm run bench:timeline -- --profile`):
// the renderer's main-thread tasks with their wall time and their own CPU time, so that a long task
// on a busy machine (the thread waiting for a CPU) can be told from a long task the page causes.
import { writeFileSync } from 'node:fs';
import type { CDPSession } from '@playwright/test';
import { z } from 'zod';

const TraceEvent = z.object({
  name: z.string(),
  ph: z.string(),
  pid: z.number(),
  tid: z.number(),
  ts: z.number(),
  dur: z.number().optional(),
  tdur: z.number().optional(),
  args: z.record(z.string(), z.unknown()).optional(),
});
type TraceEvent = z.infer<typeof TraceEvent>;

export interface MainThreadTask {
  /** µs, trace clock (the same as the CPU profile's) */
  start: number;
  wallMs: number;
  cpuMs: number;
  /** the biggest kinds of work inside the task (Layout, FunctionCall, …) by wall time */
  inside: string;
}

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'].join(',');

export async function startTrace(cdp: CDPSession): Promise<void> {
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReturnAsStream' });
}

/** Stops the trace, writes it to `file` (DevTools, Performance panel) and answers the main-thread tasks. */
export async function stopTrace(cdp: CDPSession, file: string): Promise<MainThreadTask[]> {
  const done = new Promise<string>((resolve, reject) => {
    cdp.once('Tracing.tracingComplete', (event) => (event.stream ? resolve(event.stream) : reject(new Error('no trace stream'))));
  });
  await cdp.send('Tracing.end');
  const handle = await done;
  let text = '';
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle });
  writeFileSync(file, text);
  const parsed: unknown = JSON.parse(text);
  const list = Array.isArray(parsed) ? parsed : z.object({ traceEvents: z.array(z.unknown()) }).parse(parsed).traceEvents;
  const events = list.flatMap((e) => {
    const r = TraceEvent.safeParse(e);
    return r.success ? [r.data] : [];
  });
  return mainThreadTasks(events);
}

function mainThreadTasks(events: TraceEvent[]): MainThreadTask[] {
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.['name'] === 'CrRendererMain');
  if (!main) return [];
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined);
  const tasks = onMain.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const kinds = new Map<string, number>();
    for (const e of onMain) {
      if (e === task || e.ts < task.ts || e.ts >= end || e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') continue;
      kinds.set(e.name, Math.max(kinds.get(e.name) ?? 0, 0) + (e.dur ?? 0));
    }
    const inside = [...kinds]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([name, dur]) => `${name} ${(dur / 1000).toFixed(0)} ms`)
      .join(', ');
    return { start: task.ts, wallMs: (task.dur ?? 0) / 1000, cpuMs: (task.tdur ?? task.dur ?? 0) / 1000, inside };
  });
}
