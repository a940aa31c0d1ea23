// Real actors of a saved project's delete (machines/projects/savedProjectDelete.machine.ts): the
// projects API's delete, and `onDeleted` (the page sends the collection `projects.deleted`) once
// the project is gone. The item runs the flow for its life.
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { savedProjectDeleteMachine } from '@machines/projects/savedProjectDelete.machine';
import { useFlowActor } from '@/platform/flows/useFlowActor';
import { useLatest } from '@/platform/hooks/useLatest';
import { useProjectsApi } from './projectsApi';

export function useSavedProjectDelete(projectId: string, onDeleted: (projectId: string) => void) {
  const api = useProjectsApi();
  // the latest callback, without making a new machine for every render of the item
  const deleted = useLatest(onDeleted);
  const machine = useMemo(
    () =>
      savedProjectDeleteMachine.provide({
        actors: {
          act: fromPromise<undefined, { projectId: string }>(async ({ input, signal }) => {
            await api.deleteProject(input.projectId, { signal });
            return undefined;
          }),
        },
      }),
    [api],
  );
  const actor = useFlowActor(machine, { input: { projectId } });
  useEffect(() => {
    const subscription = actor.on('savedProjectDelete.done', (event) => deleted.current(event.projectId));
    return () => subscription.unsubscribe();
  }, [actor, deleted]);
  return actor;
}
