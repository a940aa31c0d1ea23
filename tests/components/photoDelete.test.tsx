// The delete views with a real library (fake photo API): the toolbar's Delete (disabled without a
// selection, the count in its modal, optimistic removal, a failure restoring every photo and staying
// open), delete-all with the typed word checked on submit only, and the preview's single delete
// failing.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureImages } from '@machines/photos/library/fixtures/deletes';
import { dialogStack } from '@/platform/dialogs/dialogStack';
import type { PhotoLibrary } from '@/features/photos/wiring/createPhotoLibrary';
import { BulkDeleteButton } from '@/features/photos/delete/BulkDeleteButton';
import { DeleteAllPhotosButton } from '@/features/photos/delete/DeleteAllPhotosButton';
import { fakePhotosApi, type FakePhotosApi } from '../fixtures/photosApi';
import { loadAllMonths, locationRef, makeLibrary, renderPhotos } from './support/photoHarness';
import { catchErrorReports } from './support/errorReports';
import { setViewportWidth } from './support/screen';

const images = fixtureImages;
let library: PhotoLibrary;
let libraryApi: FakePhotosApi;

class NoResize {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(async () => {
  // the failed deletes are reported; the reports stay here, off the network and the console
  catchErrorReports();
  vi.stubGlobal('ResizeObserver', NoResize);
  setViewportWidth(1300);
  libraryApi = fakePhotosApi(images);
  library = makeLibrary(images, libraryApi);
  await loadAllMonths(library, images);
});

afterEach(() => {
  vi.unstubAllGlobals();
  library.stop();
  for (const dialog of dialogStack.getSnapshot().context.stack) dialogStack.send({ type: 'dialogStack.close', id: dialog.id });
});

const visibleIds = () => {
  const { context } = library.timeline.getSnapshot();
  const hidden = new Set(context.hidden);
  return context.months.flatMap((month) => month.images.map((image) => image.imageId)).filter((id) => !hidden.has(id));
};

describe('bulk delete', () => {
  it('is disabled with its reason without a selection', async () => {
    renderPhotos('/my-photos/photos', {
      library,
      api: fakePhotosApi(images),
      list: <BulkDeleteButton photoIds={[]} onDeleted={() => {}} />,
    });
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Select photos to delete them');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('confirms with the count, removes the photos and ends selection mode', async () => {
    const api = fakePhotosApi(images);
    const onDeleted = vi.fn();
    renderPhotos('/my-photos/photos', { library, api, list: <BulkDeleteButton photoIds={['photo-1', 'photo-3']} onDeleted={onDeleted} /> });
    expect(visibleIds()).toEqual(['photo-1', 'photo-2', 'photo-3']);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 photos?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(api.deletePhotos).toHaveBeenCalledWith(['photo-1', 'photo-3'], expect.anything());
    expect(onDeleted).toHaveBeenCalledTimes(1);
    expect(visibleIds()).toEqual(['photo-2']);
  });

  it('restores every photo and stays open with the error when the retries run out', async () => {
    const api = fakePhotosApi(images);
    api.deletePhotos.mockImplementation(async () => {
      throw Object.assign(new Error('DELETE /photos failed with 500'), { status: 500 });
    });
    const onDeleted = vi.fn();
    renderPhotos('/my-photos/photos', { library, api, list: <BulkDeleteButton photoIds={['photo-1', 'photo-3']} onDeleted={onDeleted} /> });
    expect(visibleIds()).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 photos?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(visibleIds()).toEqual(['photo-2']));
    // back-off 500 + 1000 + 2000 ms, then the failure
    expect(await within(dialog).findByRole('alert', {}, { timeout: 6_000 })).toHaveTextContent('Error: Your photos could not be deleted');
    expect(api.deletePhotos).toHaveBeenCalledTimes(4);
    expect(visibleIds()).toEqual(['photo-1', 'photo-2', 'photo-3']);
    expect(onDeleted).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  }, 15_000);
});

describe('delete all photos', () => {
  it('checks the word on submit only, then lands at the top of the list with the query kept', async () => {
    const api = fakePhotosApi(images);
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    renderPhotos('/my-photos/photos?embedded=true', { library, api, list: <DeleteAllPhotosButton /> });
    await userEvent.click(screen.getByRole('button', { name: 'Delete all photos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete all photos' });
    const field = within(dialog).getByLabelText('Type DELETE to confirm');
    // the field has the focus as the modal opens
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.type(field, 'delete');
    expect(field).toHaveAttribute('aria-invalid', 'false');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete all photos' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Please type DELETE to confirm');
    // a wrong word sends the focus back to the field
    expect(field).toHaveFocus();
    expect(api.deleteAllPhotos).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, ' DELETE {Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(api.deleteAllPhotos).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
    expect(locationRef.current).toBe('/my-photos/photos?embedded=true');
    // the library loads again (summary, counts)
    await waitFor(() => expect(libraryApi.getTimelineCounts).toHaveBeenCalledTimes(2));
  });

  it('keeps the modal open with the error when the delete fails', async () => {
    const api = fakePhotosApi(images);
    api.deleteAllPhotos.mockRejectedValue(new Error('DELETE /photos/all failed with 500'));
    renderPhotos('/my-photos/photos', { library, api, list: <DeleteAllPhotosButton /> });
    await userEvent.click(screen.getByRole('button', { name: 'Delete all photos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete all photos' });
    await userEvent.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete all photos' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error: Your photos could not be deleted');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // the focus goes back to the button that opened the modal
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete all photos' })).toHaveFocus());
  });

  it('opens again after a cancel, and once per click', async () => {
    const api = fakePhotosApi(images);
    renderPhotos('/my-photos/photos', { library, api, list: <DeleteAllPhotosButton /> });
    const button = screen.getByRole('button', { name: 'Delete all photos' });
    for (let round = 0; round < 2; round += 1) {
      await userEvent.click(button);
      const dialog = await screen.findByRole('dialog', { name: 'Delete all photos' });
      expect(screen.getAllByRole('dialog')).toHaveLength(1);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      await waitFor(() => expect(button).toHaveFocus());
    }
    expect(api.deleteAllPhotos).not.toHaveBeenCalled();
  });
});

describe('single delete from the preview', () => {
  it('brings the photo back and keeps the modal open with the error', async () => {
    const api = fakePhotosApi(images);
    api.deletePhoto.mockRejectedValue(new Error('DELETE /photos/photo-2 failed with 500'));
    renderPhotos('/my-photos/photos/preview/photo-2', { library, api });
    await waitFor(() => expect(document.querySelector('[data-preview-image]')).toHaveAttribute('data-photo-id', 'photo-2'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this photo?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error: Your photo could not be deleted');
    expect(visibleIds()).toEqual(['photo-1', 'photo-2', 'photo-3']);
    expect(locationRef.current).toBe('/my-photos/photos/preview/photo-2');
  });
});
