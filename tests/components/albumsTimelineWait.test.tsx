// The whole photo library is made for the photo tabs' counts on every photo library page, and the
// albums tab shows none of its months: there its timeline (the counts, then the first month) waits
// until the page is drawn and the browser idle, then loads, so that the Photos tab is ready when the
// customer goes to it. Here the idle moment is in the test's hands.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureAlbum } from '@machines/photos/albums/fixtures/albums';
import { fixtureImage } from '@machines/photos/library/fixtures/timeline';
import type { FeatureFlag } from '@schemas/config';
import { fakeAlbumsApi, fakeSharedAlbumsApi } from '../fixtures/albumsApi';
import { fakePhotosApi } from '../fixtures/photosApi';
import { catchErrorReports } from './support/errorReports';
import { holdIdleTime } from './support/idle';
import { renderApp } from './support/renderApp';
import { VisibleObserver } from './support/observers';

let idle: ReturnType<typeof holdIdleTime>;
beforeEach(() => {
  catchErrorReports();
  vi.stubGlobal('IntersectionObserver', VisibleObserver);
  idle = holdIdleTime();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const flags: FeatureFlag[] = ['PhotoManagementTimelineEnabled', 'PhotoManagementAlbumViewEnabled'];

function renderAt(url: string) {
  const photosApi = fakePhotosApi([fixtureImage('photo-1', '2024-05-03T10:00:00.000Z')], { summary: { albumsCount: 1 } });
  renderApp(url, {
    flags,
    apis: { albums: fakeAlbumsApi([fixtureAlbum(0, { albumName: 'Beach' })]), sharedAlbums: fakeSharedAlbumsApi([]), photos: photosApi },
  });
  return photosApi;
}

describe('the photo timeline on the albums tab', () => {
  it('waits until the page is drawn and the browser idle, then loads for the Photos tab', async () => {
    const photosApi = renderAt('/my-photos/albums');
    expect(await screen.findByRole('link', { name: /Beach/ }, { timeout: 5_000 })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Photo library' });
    // the tabs' counts come from the summary alone
    await waitFor(() => expect(within(tabs).getByRole('link', { name: /Photos/ })).toHaveTextContent('Photos 1'));
    expect(photosApi.getSummary).toHaveBeenCalled();
    expect(photosApi.getTimelineCounts).not.toHaveBeenCalled();
    expect(photosApi.getMonthPage).not.toHaveBeenCalled();
    // idle time is asked for once the page is drawn, its pictures painted (each part that waits
    // asks in a task of its own): given to each as it asks
    await waitFor(() => expect(idle.asked()).toBe(true));
    expect(photosApi.getTimelineCounts).not.toHaveBeenCalled();
    await waitFor(() => {
      act(() => idle.run());
      expect(photosApi.getMonthPage).toHaveBeenCalled();
    });
    expect(photosApi.getTimelineCounts).toHaveBeenCalledTimes(1);
  });

  it('loads at once on the Photos tab, without waiting for idle', async () => {
    const photosApi = renderAt('/my-photos/photos');
    await waitFor(() => expect(photosApi.getMonthPage).toHaveBeenCalled(), { timeout: 5_000 });
    expect(photosApi.getTimelineCounts).toHaveBeenCalledTimes(1);
  });
});
