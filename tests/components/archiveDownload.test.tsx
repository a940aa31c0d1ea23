// The selection toolbar's Download with more than one photo (the archive download), over a real
// library and a fake download service: the request it sends (own photos under a name; a shared
// album's photos with their owners), disabled above 100 photos with the spec's tooltip, and a create
// call that fails showing the spec's error with Try again.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureImages } from '@machines/photos/library/fixtures/deletes';
import type { DownloadsApi } from '@/api/downloads';
import { archiveRequestOf, SelectionDownloadAction } from '@/features/photos/downloads/SelectionDownloadAction';
import type { PhotoLibrary } from '@/features/photos/wiring/createPhotoLibrary';
import { fixtureDownload } from '../fixtures/downloadsApi';
import { fakePhotosApi } from '../fixtures/photosApi';
import { catchErrorReports } from './support/errorReports';
import { loadAllMonths, makeLibrary, renderPhotos } from './support/photoHarness';
import { setViewportWidth } from './support/screen';

const images = fixtureImages;
let library: PhotoLibrary;

class NoResize {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(async () => {
  vi.stubGlobal('ResizeObserver', NoResize);
  setViewportWidth(1300);
  library = makeLibrary(images);
  await loadAllMonths(library, images);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  library.stop();
});

function renderAction(photoIds: readonly string[], createDownload: DownloadsApi['createDownload'] = async () => fixtureDownload()) {
  const onDownloaded = vi.fn();
  const downloads = { createDownload: vi.fn(createDownload) };
  renderPhotos('/my-photos/photos', {
    library,
    api: fakePhotosApi(images),
    downloads,
    list: (
      <SelectionDownloadAction
        photoIds={photoIds}
        shown={images}
        archive={{ kind: 'photos', name: 'My photos' }}
        onDownloaded={onDownloaded}
      />
    ),
  });
  return { onDownloaded, downloads };
}

describe('Download of more than one photo', () => {
  it('asks for an archive of the selected photos under the view’s name, and is busy while it is prepared', async () => {
    const { downloads, onDownloaded } = renderAction(['photo-1', 'photo-3']);
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(downloads.createDownload).toHaveBeenCalledWith('My photos', ['photo-1', 'photo-3'], expect.anything());
    const busy = await screen.findByRole('button', { name: 'Preparing archive…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    expect(downloads.createDownload).toHaveBeenCalledTimes(1);
    expect(onDownloaded).not.toHaveBeenCalled();
  });

  it('is disabled above 100 photos with the spec’s tooltip', async () => {
    const { downloads } = renderAction(Array.from({ length: 101 }, (_, index) => `photo-${index}`));
    const button = screen.getByRole('button', { name: 'Download' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Up to 100 photos can be downloaded at a time');
    expect(downloads.createDownload).not.toHaveBeenCalled();
  });

  it('is enabled at exactly 100 photos', () => {
    renderAction(Array.from({ length: 100 }, (_, index) => `photo-${index}`));
    expect(screen.getByRole('button', { name: 'Download' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('shows the spec’s error with Try again when the archive cannot be asked for, and keeps the selection', async () => {
    const reports = catchErrorReports();
    let fail = true;
    const { downloads, onDownloaded } = renderAction(['photo-1', 'photo-3'], async () => {
      if (fail) throw new Error('POST /downloads failed with 500');
      return fixtureDownload();
    });
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error: Your photos could not be downloaded');
    await waitFor(() => expect(reports.map((report) => report.source)).toEqual(['machine:archiveDownload']));
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(downloads.createDownload).toHaveBeenCalledTimes(2);
    expect(onDownloaded).not.toHaveBeenCalled();
  });
});

describe('archiveRequestOf', () => {
  it('names each selected photo of a shared album with its owner (DECISIONS 28)', () => {
    const owners = [
      ['a', 'owner-1'],
      ['b', 'owner-2'],
      ['c', 'owner-1'],
    ] as const;
    const shown = images.slice(0, 3).map((image, index) => ({ ...image, imageId: owners[index]?.[0] ?? '', ownerId: owners[index]?.[1] }));
    expect(archiveRequestOf({ kind: 'sharedAlbum', albumId: 'album-1' }, ['a', 'b'], shown)).toEqual({
      kind: 'sharedAlbum',
      albumId: 'album-1',
      photos: [
        { photoId: 'a', ownerId: 'owner-1' },
        { photoId: 'b', ownerId: 'owner-2' },
      ],
    });
  });
});
