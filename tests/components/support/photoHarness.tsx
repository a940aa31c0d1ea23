// A photo library with a fake photo API (no network) and the preview / delete views around it, in a
// memory router: the list route shows its location, the preview route the real preview page.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { waitFor } from 'xstate';
import type { Image, ImagePage, PhotoSummary, SortSettings, TimelineCounts } from '@schemas/photos';
import type { PhotosApi } from '@/api/photos';
import { createPhotoLibrary, type PhotoLibrary } from '@/features/photos/wiring/createPhotoLibrary';
import type { PhotoDeleteApi } from '@/features/photos/wiring/deleteWiring';
import { PhotoLibraryProvider } from '@/features/photos/wiring/library';
import { createServicesOf } from '@/app/services/services';
import { ServicesProvider } from '@/app/services/ServicesContext';
import { PhotoPreviewPage } from '@/features/photos/preview/PhotoPreviewPage';
import { createTestI18n } from './i18n';

const monthOf = (image: Image) => {
  const date = new Date(image.dateTaken ?? '1970-01-01T00:00:00Z');
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
};

/**
 * The library API over a list of photos (date taken, newest first), every month in one page;
 * `uploadOrder` is what GET /photos answers (created sorts), the same photos by default.
 */
export function fakeLibraryApi(images: readonly Image[], uploadOrder: readonly Image[] = images) {
  const counts: TimelineCounts = {};
  for (const image of images) {
    const { year, month } = monthOf(image);
    const months = (counts[String(year)] ??= {});
    months[String(month)] = (months[String(month)] ?? 0) + 1;
  }
  const summary: PhotoSummary = { photosCount: images.length, albumsCount: 0, readAlbumsCount: 0, grantedAlbumsCount: 0 };
  return {
    getSummary: vi.fn<PhotosApi['getSummary']>(async () => summary),
    getTimelineCounts: vi.fn<PhotosApi['getTimelineCounts']>(async () => counts),
    getMonthPage: vi.fn<PhotosApi['getMonthPage']>(async (year, month): Promise<ImagePage> => ({
      cursor: null,
      images: images.filter((image) => monthOf(image).year === year && monthOf(image).month === month),
    })),
    getPhotosPage: vi.fn<PhotosApi['getPhotosPage']>(async () => ({ cursor: null, images: [...uploadOrder] })),
  };
}

export function fakeDeleteApi(images: readonly Image[]) {
  return {
    deletePhoto: vi.fn<PhotoDeleteApi['deletePhoto']>(async () => undefined),
    deletePhotos: vi.fn<PhotoDeleteApi['deletePhotos']>(async () => ({ failed: [] })),
    deleteAllPhotos: vi.fn<PhotoDeleteApi['deleteAllPhotos']>(async () => undefined),
    getPhoto: vi.fn<PhotoDeleteApi['getPhoto']>(async (imageId) => {
      const found = images.find((image) => image.imageId === imageId);
      if (!found) throw Object.assign(new Error(`GET /photos/${imageId} failed with 404`), { status: 404 });
      return found;
    }),
  };
}

export function makeLibrary(
  images: readonly Image[],
  api = fakeLibraryApi(images),
  sort: SortSettings = { sortKey: 'dateTaken', sortOrder: 'desc' },
): PhotoLibrary {
  return createPhotoLibrary({ api, view: 'photos', sort });
}

/** Loads every month of the library (what scrolling the timeline does), once the counts are in. */
export async function loadAllMonths(library: PhotoLibrary, images: readonly Image[]) {
  await waitFor(library.timeline, (snapshot) => snapshot.matches({ timeline: 'Finished' }));
  for (const image of images) library.timeline.send({ type: 'timeline.monthVisible', ...monthOf(image) });
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

export function renderPhotos(url: string, { library, api, list }: { library: PhotoLibrary; api: PhotoDeleteApi; list?: ReactNode }) {
  return render(
    <I18nextProvider i18n={createTestI18n()}>
      <PhotoLibraryProvider library={library}>
        <ServicesProvider services={createServicesOf({ photos: api })}>
          <MemoryRouter initialEntries={[url]}>
            <LocationProbe />
            <Routes>
              <Route path="/my-photos/photos" element={<ListPage>{list}</ListPage>} />
              <Route path="/my-photos/photos/preview/:id" element={<PhotoPreviewPage />} />
            </Routes>
          </MemoryRouter>
        </ServicesProvider>
      </PhotoLibraryProvider>
    </I18nextProvider>,
  );
}
