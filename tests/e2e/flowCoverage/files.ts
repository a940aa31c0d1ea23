// Where the end-to-end run keeps flow coverage: the recorder's bundled init script and one record
// per test while the run goes, then the merged file (schemas/flowCoverage.ts) and its summary.
// E2E_FLOW_COVERAGE=0 turns the recording off (to time the run without it). E2E_STORYBOARD=1 also
// keeps a screen of each state a page enters (./storyboard.ts); off unless asked for.
import { join } from 'node:path';

export const recordingOn = process.env.E2E_FLOW_COVERAGE !== '0';
export const storyboardOn = recordingOn && process.env.E2E_STORYBOARD === '1';
export const COVERAGE_DIR = join('reports', 'flow-coverage');
export const RECORDER_SCRIPT = join(COVERAGE_DIR, 'recorder.js');
export const TEST_RECORDS = join(COVERAGE_DIR, 'tests');
export const COVERAGE_FILE = join('reports', 'flow-coverage.json');
export const COVERAGE_SUMMARY = join('reports', 'flow-coverage.txt');
export const STORYBOARD_DIR = join('reports', 'storyboard');
export const STORYBOARD_INDEX = join(STORYBOARD_DIR, 'index.json');
