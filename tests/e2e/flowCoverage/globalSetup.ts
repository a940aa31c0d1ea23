// Before the end-to-end run: bundles the page's recorder (./recorderEntry.ts and the machines'
// coverage reading it imports) into one init script with Vite, and clears the last run's records
// (and, with the storyboard on, the last storyboard).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { COVERAGE_DIR, RECORDER_SCRIPT, STORYBOARD_DIR, TEST_RECORDS, recordingOn, storyboardOn } from './files';

export default async function globalSetup() {
  rmSync(COVERAGE_DIR, { recursive: true, force: true });
  if (!recordingOn) return;
  if (storyboardOn) rmSync(STORYBOARD_DIR, { recursive: true, force: true });
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: { entry: fileURLToPath(new URL('./recorderEntry.ts', import.meta.url)), formats: ['iife'], name: 'myaFlowRecorder' },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => ('output' in result ? result.output : []));
  const code = chunks.flatMap((chunk) => (chunk.type === 'chunk' ? [chunk.code] : [])).join('\n');
  if (!code) throw new Error('flow coverage: the recorder bundle came out empty');
  mkdirSync(TEST_RECORDS, { recursive: true });
  writeFileSync(RECORDER_SCRIPT, code);
}
