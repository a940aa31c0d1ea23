// Real actors of the saved projects collection (machines/projects/savedProjects.machine.ts): the
// projects API of the app's services, failures to the error reporter. The page runs the machine;
// it never sees the API. Tests give a fake projects API to <ServicesProvider>.
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { savedProjectsMachine, type ProjectPageRequest, type SavedProjectsPage } from '@machines/projects/savedProjects.machine';
import { useProjectsApi } from './projectsApi';

export function useSavedProjectsMachine() {
  const api = useProjectsApi();
  return useMemo(
    () =>
      savedProjectsMachine.provide({
        actors: {
          loadPage: fromPromise<SavedProjectsPage, ProjectPageRequest>(({ input, signal }) =>
            api.listProjects(input.accountId, { skip: input.skip, limit: input.limit }, { signal }),
          ),
        },
      }),
    [api],
  );
}
