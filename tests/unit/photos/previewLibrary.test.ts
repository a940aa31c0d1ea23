// The preview's view of the library, heard from the library's timeline actor (no React in between):
// at the start, and whenever the photos shown or the status change.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { photoTimelineMachine, type MonthPageOutput, type MonthPageRequest } from '@machines/photos/library/photoTimeline.machine';
import { photoPreviewMachine } from '@machines/photos/preview/photoPreview.machine';
import { fixtureCounts, fixtureMarchFirstPage, fixtureUndatedPage } from '@machines/photos/library/fixtures/timeline';
import type { Image, TimelineCounts } from '@schemas/photos';
import { previewLibraryOf, watchPreviewLibrary } from '@/features/photos/wiring/previewLibrary';
import { settleRealTimers } from '../../fixtures/settle';

function startTimeline() {
  const machine = photoTimelineMachine.provide({
    actors: {
      loadTimelineCounts: fromPromise<TimelineCounts>(async () => fixtureCounts),
      loadMonthPage: fromPromise<MonthPageOutput, MonthPageRequest>(async ({ input }) =>
        input.key === '1970-01' ? fixtureUndatedPage : fixtureMarchFirstPage,
      ),
    },
  });
  return createActor(machine, { input: { sort: { sortKey: 'dateTaken', sortOrder: 'desc' } } }).start();
}

function startPreview(timeline: ReturnType<typeof startTimeline>, photoId: string) {
  const machine = photoPreviewMachine.provide({
    actors: {
      watchLibrary: watchPreviewLibrary(timeline),
      // a photo not loaded yet when the library is known (its month's page on its way) is fetched
      fetchPhoto: fromPromise<Image, { photoId: string }>(async ({ input }) => {
        const photo = fixtureMarchFirstPage.page.images.find((image) => image.imageId === input.photoId);
        if (!photo) throw new Error('not found');
        return photo;
      }),
    },
  });
  return createActor(machine, { input: { photoId, library: previewLibraryOf(timeline.getSnapshot()) } }).start();
}

describe('the preview library of a timeline actor', () => {
  it('is loading while the counts are, then holds the loaded photos with the gap after a partly loaded month', async () => {
    const timeline = startTimeline();
    expect(previewLibraryOf(timeline.getSnapshot()).status).toBe('loading');
    await waitFor(timeline, (s) => s.context.months[0]?.status === 'fulfilled');
    const library = previewLibraryOf(timeline.getSnapshot());
    expect(library.status).toBe('ready');
    expect(library.photos).toHaveLength(24);
    expect(library.gapsAfter).toEqual(['march-24']);
    expect(library.hasMore).toBe(true);
  });

  it('reaches a preview started before the library loaded: it shows the photo once loaded', async () => {
    const timeline = startTimeline();
    const preview = startPreview(timeline, 'march-02');
    expect(preview.getSnapshot().value).toBe('waitingForLibrary');
    await waitFor(timeline, (s) => s.context.months[0]?.status === 'fulfilled');
    await settleRealTimers();
    expect(preview.getSnapshot().value).toBe('showing');
    expect(preview.getSnapshot().context.photo?.imageId).toBe('march-02');
    expect(preview.getSnapshot().context.library.photos).toHaveLength(24);
  });

  it('tells the preview of photos hidden by a delete', async () => {
    const timeline = startTimeline();
    await waitFor(timeline, (s) => s.context.months[0]?.status === 'fulfilled');
    const preview = startPreview(timeline, 'march-02');
    timeline.send({ type: 'photoTimeline.hide', imageIds: ['march-03'] });
    expect(preview.getSnapshot().context.library.photos.map((photo) => photo.imageId)).not.toContain('march-03');
  });

  it('stops listening when the preview ends', async () => {
    const timeline = startTimeline();
    await waitFor(timeline, (s) => s.context.months[0]?.status === 'fulfilled');
    const preview = startPreview(timeline, 'march-02');
    const library = preview.getSnapshot().context.library;
    preview.stop();
    timeline.send({ type: 'photoTimeline.hide', imageIds: ['march-03'] });
    expect(preview.getSnapshot().context.library).toBe(library);
  });
});
