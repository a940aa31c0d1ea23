// The sort of the library around (S1 §2 Sorting): the library's own, and the choice of another,
// which the library's machine takes (it resets the months and saves the choice for the view).
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { SortSettings } from '@schemas/photos';
import { usePhotoLibraryActor } from './libraryContext';

/** [the sort of the library around, a setter]: another sort resets the library to it and is saved for its view. */
export function usePhotoSort(): [SortSettings, (sort: SortSettings) => void] {
  const timeline = usePhotoLibraryActor();
  const sort = useSelector(timeline, (snapshot) => snapshot.context.sort);
  const choose = useCallback(
    (next: SortSettings) => {
      if (timeline.getSnapshot().status === 'active') timeline.send({ type: 'photoTimeline.sortChanged', sort: next });
    },
    [timeline],
  );
  return [sort, choose];
}
