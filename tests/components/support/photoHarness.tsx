// A photo library with a fake photo API (no network) and the preview / delete views around it, in a
// memory router: the list route shows its location, the preview route the real preview page.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { waitFor } from 'xstate';
import type { Image, SortSettings } from '@schemas/photos';
import { createPhotoLibrary, wholeLibrarySource, type PhotoLibrary } from '@/features/photos/wiring/createPhotoLibrary';
import type { DownloadsApi } from '@/api/downloads';
import type { PhotoDeleteApi } from '@/features/photos/wiring/deleteWiring';
import { PhotoLibraryProvider } from '@/features/photos/wiring/library';
import { createServicesOf } from '@/platform/services/services';
import { ServicesProvider } from '@/platform/services/ServicesContext';
import { PhotoPreviewPage } from '@/features/photos/preview/PhotoPreviewPage';
import { fakePhotosApi } from '../../fixtures/photosApi';
import { TestLanguage } from './TestLanguage';

export function makeLibrary(
  images: readonly Image[],
  api = fakePhotosApi(images),
  sort: SortSettings = { sortKey: 'dateTaken', sortOrder: 'desc' },
): PhotoLibrary {
  return createPhotoLibrary({ source: wholeLibrarySource(api), view: 'photos', sort });
}

/** Loads every month of the library (what scrolling the timeline does), once the counts are in. */
export async function loadAllMonths(library: PhotoLibrary, images: readonly Image[]) {
  await waitFor(library.timeline, (snapshot) => snapshot.matches({ timeline: 'Finished' }));
  for (const image of images) {
    const date = new Date(image.dateTaken ?? '1970-01-01T00:00:00Z');
    library.timeline.send({ type: 'photoTimeline.monthVisible', year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 });
  }
  await waitFor(library.timeline, (snapshot) => snapshot.context.months.every((month) => month.status === 'fulfilled'));
}

export const locationRef: { current: string } = { current: '' };

function LocationProbe() {
  const location = useLocation();
  locationRef.current = `${location.pathname}${location.search}`;
  return null;
}

function ListPage({ children }: { children?: ReactNode }) {
  return (
    <div>
      <h1>My photos</h1>
      {children}
    </div>
  );
}

export function renderPhotos(
  url: string,
  { library, api, list, downloads }: { library: PhotoLibrary; api: PhotoDeleteApi; list?: ReactNode; downloads?: Partial<DownloadsApi> },
) {
  return render(
    <TestLanguage>
      <PhotoLibraryProvider library={library}>
        <ServicesProvider services={createServicesOf({ photos: api, ...(downloads ? { downloads } : {}) })}>
          <MemoryRouter initialEntries={[url]}>
            <LocationProbe />
            <Routes>
              <Route path="/my-photos/photos" element={<ListPage>{list}</ListPage>} />
              <Route path="/my-photos/photos/preview/:id" element={<PhotoPreviewPage />} />
            </Routes>
          </MemoryRouter>
        </ServicesProvider>
      </PhotoLibraryProvider>
    </TestLanguage>,
  );
}
