// The page's side of flow coverage: bundled into an init script (./recorderScript.ts) that runs
// before the app, it receives every inspection event of the app's actors (the app's inspector calls
// globalThis.__myaInspect) and tells the test each state and transition a machine walks for the
// first time on this page, through the binding the test's fixture exposes (./fixture.ts). The keys
// are machines/coverage.ts's, the same as the atlas and `npm run paths -- --uncovered` read.
import type { AnyMachineSnapshot, AnyStateMachine, InspectionEvent } from 'xstate';
import { statesIn, transitionsTaken } from '../../../machines/coverage';

export const REPORT_BINDING = '__myaFlowCoverageReport';

type Report = (machine: string, kind: 'state' | 'transition', key: string) => void;

const isMachine = (logic: unknown): logic is AnyStateMachine =>
  typeof logic === 'object' && logic !== null && 'getTransitionData' in logic && 'id' in logic && typeof logic.id === 'string';
const isSnapshot = (value: unknown): value is AnyMachineSnapshot => typeof value === 'object' && value !== null && 'value' in value;

export function installRecorder(report: Report): void {
  const seen = new Set<string>();
  const previous = new WeakMap<object, AnyMachineSnapshot>();
  const note = (machine: string, kind: 'state' | 'transition', key: string) => {
    const id = `${machine}\n${kind}\n${key}`;
    if (seen.has(id)) return;
    seen.add(id);
    report(machine, kind, key);
  };
  globalThis.__myaInspect = (event: InspectionEvent) => {
    if (event.type !== '@xstate.snapshot') return;
    const { actorRef, snapshot } = event;
    const machine: unknown = Reflect.get(actorRef, 'logic');
    if (!isMachine(machine) || !isSnapshot(snapshot)) return;
    const before = previous.get(actorRef);
    previous.set(actorRef, snapshot);
    for (const state of statesIn(snapshot)) note(machine.id, 'state', state);
    if (before) for (const key of transitionsTaken(machine, before, event.event)) note(machine.id, 'transition', key);
  };
}
