// The coverage file the atlas's coverage mode paints with, kept for the page's life (the machine
// list and each machine view show the same one): the last end-to-end run's, which the sandbox
// serves (GET /__sandbox/flow-coverage), or a file the QA engineer picks. Nothing else goes over
// the network; a picked file is read in the browser.
import type { FlowCoverage } from '@schemas/flowCoverage';
import { readCoverageFile, type CoverageFileProblem } from './model/coverage';
import { fetchSameOrigin } from './wiring/sandboxReports';

export const LAST_RUN_COVERAGE_URL = '/__sandbox/flow-coverage';

export type CoverageSource = { kind: 'lastRun' } | { kind: 'file'; name: string };

export type CoverageProblem = { kind: 'noLastRun' } | { kind: 'unreachable' } | { kind: CoverageFileProblem; source: CoverageSource };

export interface CoverageState {
  /** what is painted (a bad file leaves the one before it painted) */
  loaded: { coverage: FlowCoverage; source: CoverageSource } | null;
  loading: boolean;
  problem: CoverageProblem | null;
  /** whether the last run's file was asked for already */
  askedLastRun: boolean;
}

const initial: CoverageState = { loaded: null, loading: false, problem: null, askedLastRun: false };

export class CoverageStore {
  private state: CoverageState = initial;
  private readonly listeners = new Set<() => void>();
  private readonly fetchText: (url: string) => Promise<{ status: number; text: string }>;

  constructor(fetchText: (url: string) => Promise<{ status: number; text: string }>) {
    this.fetchText = fetchText;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getState = (): CoverageState => this.state;

  private set(next: Partial<CoverageState>) {
    this.state = { ...this.state, ...next };
    for (const listener of this.listeners) listener();
  }

  private take(text: string, source: CoverageSource) {
    const reading = readCoverageFile(text);
    if (reading.ok) this.set({ loaded: { coverage: reading.coverage, source }, loading: false, problem: null });
    else this.set({ loading: false, problem: { kind: reading.problem, source } });
  }

  /** Asks the sandbox for the last run's coverage. */
  async loadLastRun(): Promise<void> {
    this.set({ loading: true, askedLastRun: true });
    let answer: { status: number; text: string };
    try {
      answer = await this.fetchText(LAST_RUN_COVERAGE_URL);
    } catch {
      return this.set({ loading: false, problem: { kind: 'unreachable' } });
    }
    if (answer.status === 404) return this.set({ loading: false, problem: { kind: 'noLastRun' } });
    if (answer.status !== 200) return this.set({ loading: false, problem: { kind: 'unreachable' } });
    this.take(answer.text, { kind: 'lastRun' });
  }

  /** The last run's coverage, once: when coverage mode opens and nothing was asked for yet. */
  loadLastRunOnce(): void {
    if (!this.state.askedLastRun && this.state.loaded === null) void this.loadLastRun();
  }

  /** Reads a file the person picked. */
  async openFile(file: Pick<File, 'name' | 'text'>): Promise<void> {
    this.set({ loading: true });
    const source: CoverageSource = { kind: 'file', name: file.name };
    let text: string;
    try {
      text = await file.text();
    } catch {
      return this.set({ loading: false, problem: { kind: 'notJson', source } });
    }
    this.take(text, source);
  }
}

/** The page's one store. */
export const coverageStore = new CoverageStore(fetchSameOrigin);
