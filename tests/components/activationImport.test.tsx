// The activation import on the Photos page, over a fake activation API and a fake photo API (no
// network): a NOT_ACTIVE library is offered the import in place of the empty library, Import photos
// shows the in-progress state, a poll seeing ACTIVE ends it and loads the library again; a failed
// start shows its message with Try again; an active library shows the empty state only.
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportStatus } from '@schemas/activation';
import type { ActivationApi } from '@/api/activation';
import { FlagsProvider } from '@/platform/flags/FlagsContext';
import { createServicesOf } from '@/platform/services/services';
import { ServicesProvider } from '@/platform/services/ServicesContext';
import { PhotosPage } from '@/features/photos/PhotosPage';
import { createPhotoLibrary, wholeLibrarySource, type PhotoLibrary } from '@/features/photos/wiring/createPhotoLibrary';
import { PhotoLibraryProvider } from '@/features/photos/wiring/library';
import { fakePhotosApi } from '../fixtures/photosApi';
import { holdIdleTime } from './support/idle';
import { NoResize, VisibleObserver } from './support/observers';
import { TestLanguage } from './support/TestLanguage';

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', VisibleObserver);
  vi.stubGlobal('ResizeObserver', NoResize);
  window.localStorage.clear();
});
afterEach(() => {
  // unmounted first: what waits for idle time cancels through the stub (support/idle.ts)
  cleanup();
  vi.unstubAllGlobals();
});

let current: PhotoLibrary | null = null;
afterEach(() => current?.stop());

function fakeActivation(statuses: ImportStatus[], starts: Array<boolean | Error> = [true]) {
  const answers = [...statuses];
  const startAnswers = [...starts];
  return {
    getStatus: vi.fn<ActivationApi['getStatus']>(async () => (answers.length > 1 ? answers.shift() : answers[0]) ?? 'ACTIVE'),
    start: vi.fn<ActivationApi['start']>(async () => {
      const answer = startAnswers.shift() ?? true;
      if (answer instanceof Error) throw answer;
      return answer;
    }),
  };
}

function renderPage(activation: ReturnType<typeof fakeActivation>) {
  const photos = fakePhotosApi([]);
  current = createPhotoLibrary({ source: wholeLibrarySource(photos), view: 'photos', sort: { sortKey: 'dateTaken', sortOrder: 'desc' } });
  render(
    <TestLanguage>
      <FlagsProvider flags={new Set()}>
        <PhotoLibraryProvider library={current}>
          <ServicesProvider services={createServicesOf({ photos, activation })}>
            <MemoryRouter initialEntries={['/my-photos/photos']}>
              <Routes>
                <Route path="/my-photos/photos" element={<PhotosPage />} />
              </Routes>
            </MemoryRouter>
          </ServicesProvider>
        </PhotoLibraryProvider>
      </FlagsProvider>
    </TestLanguage>,
  );
  return photos;
}

const offer = () => screen.findByRole('region', { name: 'Bring in the photos of your orders' });

describe('Activation import on the Photos page', () => {
  it('offers the import in place of the empty library; Import photos shows the in-progress state until ACTIVE, then loads the library again', async () => {
    const activation = fakeActivation(['NOT_ACTIVE', 'IMPORTING', 'ACTIVE']);
    const photos = renderPage(activation);
    const region = await offer();
    expect(screen.queryByText('Your photo library is empty')).toBeNull();
    const countsBefore = photos.getTimelineCounts.mock.calls.length;
    await userEvent.click(within(region).getByRole('button', { name: 'Import photos' }));
    expect(activation.start).toHaveBeenCalledTimes(1);
    const progress = await screen.findByRole('region', { name: 'Importing your photos' });
    expect(within(progress).getByRole('status')).toHaveTextContent(/The photos of your past orders are being added/);
    // two polls (3 s apart): IMPORTING, then ACTIVE
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Importing your photos' })).toBeNull(), { timeout: 8_000 });
    expect(activation.getStatus).toHaveBeenCalledTimes(3);
    await waitFor(() => expect(photos.getTimelineCounts.mock.calls.length).toBeGreaterThan(countsBefore));
    expect(await screen.findByText('Your photo library is empty')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bring in the photos of your orders' })).toBeNull();
  }, 15_000);

  it('a failed start shows its message with Try again, which starts the import', async () => {
    const activation = fakeActivation(['NOT_ACTIVE', 'IMPORTING'], [new Error('POST users/activate failed with 500'), true]);
    renderPage(activation);
    await userEvent.click(within(await offer()).getByRole('button', { name: 'Import photos' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error: The import could not be started');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Importing your photos' })).toBeInTheDocument();
    expect(activation.start).toHaveBeenCalledTimes(2);
  });

  it('asks for the status only once the page is drawn and the browser idle: the first view comes first', async () => {
    const idle = holdIdleTime();
    const activation = fakeActivation(['NOT_ACTIVE']);
    const photos = renderPage(activation);
    // the page is drawn (its banner, the timeline asked for); nothing of the import yet
    expect(await screen.findByText(/Photos you upload to your account are kept here/)).toBeInTheDocument();
    await waitFor(() => expect(photos.getTimelineCounts).toHaveBeenCalled());
    expect(activation.getStatus).not.toHaveBeenCalled();
    expect(screen.queryByText('Your photo library is empty')).toBeNull();
    // idle time comes (again and again until the page has asked for it)
    await waitFor(() => {
      act(() => idle.run());
      expect(activation.getStatus).toHaveBeenCalled();
    });
    expect(await offer()).toBeInTheDocument();
    expect(activation.getStatus).toHaveBeenCalledTimes(1);
  });

  it('an active library shows the empty state and no offer', async () => {
    renderPage(fakeActivation(['ACTIVE']));
    expect(await screen.findByText('Your photo library is empty')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bring in the photos of your orders' })).toBeNull();
  });
});
