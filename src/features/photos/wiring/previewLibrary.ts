// The library as the preview machine sees it (PreviewLibrary: loaded photos in display order, the
// gaps between them, the status), made from the library's timeline actor, and the actor the preview
// machine runs to hear of its changes (watchLibrary): a subscription to the timeline actor, no copy
// through React.
import type { SnapshotFrom } from 'xstate';
import { fromCallback } from 'xstate/actors';
import type { PhotoPreviewEvent, PreviewLibrary } from '@machines/photos/preview/photoPreview.machine';
import type { PhotoLibraryActor } from './createPhotoLibrary';
import { libraryStatusOf, loadedFlatImages, loadedTimelineImages, modeOf, monthViews } from './libraryView';

type TimelineSnapshot = SnapshotFrom<PhotoLibraryActor>;

/** The preview's view of the library in this snapshot. */
export function previewLibraryOf(snapshot: TimelineSnapshot): PreviewLibrary {
  const { context } = snapshot;
  const hidden = new Set(context.hidden);
  const loaded =
    modeOf(snapshot) === 'flat'
      ? loadedFlatImages(context.flat, context.flatCursor, hidden)
      : loadedTimelineImages(monthViews(context.months, hidden));
  return {
    photos: loaded.images,
    hasMore: loaded.hasMore,
    gapsAfter: loaded.images.filter((image) => loaded.gaps.has(image.imageId)).map((image) => image.imageId),
    status: libraryStatusOf(snapshot),
  };
}

/** What the preview's library is made of: a snapshot with the same parts makes the same library. */
function partsOf(snapshot: TimelineSnapshot): readonly unknown[] {
  const { context } = snapshot;
  return [modeOf(snapshot), libraryStatusOf(snapshot), context.months, context.flat, context.flatCursor, context.hidden];
}

const sameParts = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((part, index) => part === b[index]);

/**
 * The preview machine's watchLibrary over a library's timeline actor: `photoPreview.libraryChanged` at
 * once (what changed between the preview's input and its start) and whenever the library's photos
 * or status change.
 */
export function watchPreviewLibrary(timeline: PhotoLibraryActor) {
  return fromCallback<PhotoPreviewEvent>(({ sendBack }) => {
    let parts: readonly unknown[] = [];
    const tell = (snapshot: TimelineSnapshot) => {
      const next = partsOf(snapshot);
      if (sameParts(parts, next)) return;
      parts = next;
      sendBack({ type: 'photoPreview.libraryChanged', library: previewLibraryOf(snapshot) });
    };
    tell(timeline.getSnapshot());
    const subscription = timeline.subscribe(tell);
    return () => subscription.unsubscribe();
  });
}
