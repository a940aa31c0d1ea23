// The page's side of flow coverage: bundled into an init script (./recorderScript.ts) that runs
// before the app, it receives every inspection event of the app's actors (the app's inspector calls
// globalThis.__myaInspect) and tells the test each state and transition a machine walks for the
// first time on this page, through the binding the test's fixture exposes (./fixture.ts). The keys
// are machines/coverage.ts's, the same as the atlas and `npm run paths -- --uncovered` read.
import type { AnyMachineSnapshot, AnyStateMachine, InspectionEvent } from 'xstate';
import { statesIn, walkedBy } from '../../../machines/coverage';

export const REPORT_BINDING = '__myaFlowCoverageReport';

type Report = (machine: string, kind: 'state' | 'transition', key: string) => void;

const isMachine = (logic: unknown): logic is AnyStateMachine =>
  typeof logic === 'object' && logic !== null && 'getTransitionData' in logic && 'id' in logic && typeof logic.id === 'string';
const isSnapshot = (value: unknown): value is AnyMachineSnapshot => typeof value === 'object' && value !== null && 'value' in value;

/**
 * A machine's settled snapshots tell the states it rests in (its first one included, which no
 * microstep precedes); each microstep tells the transitions taken, eventless ones and raised events
 * included, and the states passed through on the way.
 */
export function installRecorder(report: Report): void {
  const seen = new Set<string>();
  const note = (machine: string, kind: 'state' | 'transition', key: string) => {
    const id = `${machine}\n${kind}\n${key}`;
    if (seen.has(id)) return;
    seen.add(id);
    report(machine, kind, key);
  };
  globalThis.__myaInspect = (event: InspectionEvent) => {
    if (event.type !== '@xstate.snapshot' && event.type !== '@xstate.microstep') return;
    const machine: unknown = Reflect.get(event.actorRef, 'logic');
    if (!isMachine(machine)) return;
    const walked = event.type === '@xstate.microstep' ? walkedBy(event._transitions) : { states: [], transitions: [] };
    for (const state of walked.states) note(machine.id, 'state', state);
    if (isSnapshot(event.snapshot)) for (const state of statesIn(event.snapshot)) note(machine.id, 'state', state);
    for (const key of walked.transitions) note(machine.id, 'transition', key);
  };
}
