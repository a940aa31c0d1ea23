// Real actors of a saved project's delete (machines/projects/savedProjectDelete.machine.ts): the
// projects API's delete, failures to the error reporter, and `onDeleted` (the page sends the
// collection `projects.deleted`) once the project is gone.
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { savedProjectDeleteMachine } from '@machines/projects/savedProjectDelete.machine';
import { useLatest } from '@/platform/hooks/useLatest';
import { useProjectsApi } from './projectsApi';

export function useSavedProjectDeleteMachine(onDeleted: (projectId: string) => void) {
  const api = useProjectsApi();
  // the latest callback, without making a new machine for every render of the item
  const deleted = useLatest(onDeleted);
  return useMemo(
    () =>
      savedProjectDeleteMachine.provide({
        actors: {
          deleteProject: fromPromise<string, { projectId: string }>(async ({ input, signal }) => {
            await api.deleteProject(input.projectId, { signal });
            return input.projectId;
          }),
        },
        actions: {
          notifyDeleted: (_, { projectId }) => deleted.current(projectId),
        },
      }),
    [api, deleted],
  );
}
