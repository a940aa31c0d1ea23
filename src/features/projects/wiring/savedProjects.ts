// Real actors of the saved projects collection (machines/projects/savedProjects.machine.ts): the
// projects API of the app's services, failures to the error reporter. The page runs the machine;
// it never sees the API. Tests give a fake projects API to <ServicesProvider>.
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { projectsListPage, savedProjectsMachine } from '@machines/projects/savedProjects.machine';
import type { NumberedPage, PageWindow } from '@machines/shared/pageNumberedList';
import type { SavedProject } from '@schemas/projects';
import { useProjectsApi } from './projectsApi';

/** The collection of the signed-in account's projects (the account is part of the list's path). */
export function useSavedProjectsMachine(accountId: string) {
  const api = useProjectsApi();
  return useMemo(
    () =>
      savedProjectsMachine.provide({
        actors: {
          loadPage: fromPromise<NumberedPage<SavedProject>, PageWindow>(async ({ input, signal }) =>
            projectsListPage(await api.listProjects(accountId, input, { signal })),
          ),
        },
      }),
    [api, accountId],
  );
}
