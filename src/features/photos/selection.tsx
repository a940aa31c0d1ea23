// The Photos page's selection mode actor (machines/photos/library/selection.machine.ts), one per visit of the
// page: leaving the page drops it, and with it the selection (S1 §4 Selection mode).
import { useSelector } from '@xstate/react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { selectionMachine } from '@machines/photos/library/selection.machine';
import { useFlowActor } from '@/platform/flows/useFlowActor';

export type SelectionActor = ActorRefFrom<typeof selectionMachine>;

const SelectionContext = createContext<SelectionActor | null>(null);

export function SelectionProvider({ children }: { children?: ReactNode }) {
  const actor = useFlowActor(selectionMachine);
  return <SelectionContext.Provider value={actor}>{children}</SelectionContext.Provider>;
}

export function useSelectionActor(): SelectionActor {
  const actor = useContext(SelectionContext);
  if (!actor) throw new Error('useSelectionActor must be used inside <SelectionProvider>');
  return actor;
}

export function useSelecting(): boolean {
  return useSelector(useSelectionActor(), (snapshot) => snapshot.matches('selecting'));
}

export function useSelectedIds(): readonly string[] {
  return useSelector(useSelectionActor(), (snapshot) => snapshot.context.selected);
}

export function useSelectedSet(): ReadonlySet<string> {
  const selected = useSelectedIds();
  return useMemo(() => new Set(selected), [selected]);
}
