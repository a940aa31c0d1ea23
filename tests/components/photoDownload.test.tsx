// The single download views with a real library (fake photo API, the browser's save observed at the
// <a download> it clicks): the preview's Download through the modal's states (initial, pending,
// success, failure), the error staying in the modal with Try again, the reset on close, the focus
// back on the opener, and the selection toolbar's Download (one photo: the single download; none:
// disabled with its reason). More than one photo is the archive download (archiveDownload.test.tsx).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureImages } from '@machines/photos/library/fixtures/deletes';
import { dialogStack } from '@/platform/dialogs/dialogStack';
import { SelectionDownloadAction } from '@/features/photos/downloads/SelectionDownloadAction';
import type { PhotoLibrary } from '@/features/photos/wiring/createPhotoLibrary';
import { fakePhotosApi } from '../fixtures/photosApi';
import { catchErrorReports } from './support/errorReports';
import { loadAllMonths, makeLibrary, renderPhotos } from './support/photoHarness';
import { setViewportWidth } from './support/screen';

const images = fixtureImages;
let library: PhotoLibrary;
/** what the browser was asked to save: the <a download> clicked, its name and the blob behind its URL */
let saved: { fileName: string; blob: Blob | undefined }[];
let reports: ReturnType<typeof catchErrorReports>;

class NoResize {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(async () => {
  reports = catchErrorReports();
  vi.stubGlobal('ResizeObserver', NoResize);
  setViewportWidth(1300);
  saved = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size + 1}`;
    if (blob instanceof Blob) blobs.set(url, blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ fileName: this.download, blob: blobs.get(this.href) });
  });
  library = makeLibrary(images);
  await loadAllMonths(library, images);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  library.stop();
  for (const dialog of dialogStack.getSnapshot().context.stack) dialogStack.send({ type: 'dialogStack.close', id: dialog.id });
});

/** The success step's Close: the last of the two 'Close' buttons (the header's × is the first). */
function mainClose(dialog: HTMLElement): HTMLElement {
  const buttons = within(dialog).getAllByRole('button', { name: 'Close' });
  expect(buttons).toHaveLength(2);
  return buttons[1] ?? dialog;
}

async function openPreviewDownload(api = fakePhotosApi(images)) {
  renderPhotos('/my-photos/photos/preview/photo-2', { library, api });
  await waitFor(() => expect(document.querySelector('[data-preview-image]')).toHaveAttribute('data-photo-id', 'photo-2'));
  const opener = screen.getByRole('button', { name: 'Download' });
  await userEvent.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Download photo' });
  return { api, opener, dialog };
}

describe('single download from the preview', () => {
  it('names the file, saves the original under its localFileName, says so, and gives the focus back on close', async () => {
    const { api, opener, dialog } = await openPreviewDownload();
    // initial: nothing fetched yet
    expect(dialog).toHaveAccessibleDescription('Save photo-2.jpg to your device in its original size.');
    expect(api.getOriginal).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Your photo has been downloaded.');
    const photo = images[1];
    expect(api.getOriginal).toHaveBeenCalledWith(
      expect.objectContaining({ url: photo?.url, localFileName: 'photo-2.jpg' }),
      expect.anything(),
    );
    expect(saved).toHaveLength(1);
    expect(saved[0]?.fileName).toBe('photo-2.jpg');
    expect(await saved[0]?.blob?.text()).toBe(`original of ${photo?.url}`);
    // success: the form's one button is Close (after the ×, also 'Close'), with the focus Download had
    const close = mainClose(dialog);
    expect(close).toHaveFocus();
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await userEvent.click(close);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('is busy while pending: Download shows it and does nothing more, and Escape does not close', async () => {
    const api = fakePhotosApi(images);
    let release: () => void = () => undefined;
    api.getOriginal.mockImplementation(
      (photo) =>
        new Promise((resolve) => {
          release = () => resolve({ blob: new Blob(['x'], { type: 'image/jpeg' }), fileName: photo.localFileName });
        }),
    );
    const { dialog } = await openPreviewDownload(api);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    const busy = within(dialog).getByRole('button', { name: 'Downloading…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.click(busy);
    await userEvent.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    expect(api.getOriginal).toHaveBeenCalledTimes(1);
    release();
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Your photo has been downloaded.');
    expect(saved).toHaveLength(1);
  });

  it('keeps the modal open with the error on failure, reports it, and Try again downloads it', async () => {
    const api = fakePhotosApi(images);
    api.getOriginal.mockRejectedValueOnce(new Error('GET /media/k/original.jpg failed with 500'));
    const { dialog } = await openPreviewDownload(api);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error: Your photo could not be downloaded');
    expect(saved).toHaveLength(0);
    await waitFor(() => expect(reports.map((report) => report.message)).toContain('GET /media/k/original.jpg failed with 500'));
    const retry = within(dialog).getByRole('button', { name: 'Try again' });
    expect(retry).toHaveFocus();
    await userEvent.click(retry);
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Your photo has been downloaded.');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(saved.map((file) => file.fileName)).toEqual(['photo-2.jpg']);
  });

  it('resets on close: after a failure and Cancel, the next Download starts at its first step', async () => {
    const api = fakePhotosApi(images);
    api.getOriginal.mockRejectedValueOnce(new Error('GET /media/k/original.jpg failed: no response'));
    const { opener, dialog } = await openPreviewDownload(api);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    await within(dialog).findByRole('alert');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    await userEvent.click(opener);
    const again = await screen.findByRole('dialog', { name: 'Download photo' });
    expect(within(again).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(again).getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(api.getOriginal).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(again).not.toBeInTheDocument());
  });
});

describe('Download in the selection toolbar', () => {
  function renderAction(photoIds: readonly string[]) {
    const onDownloaded = vi.fn();
    renderPhotos('/my-photos/photos', {
      library,
      api: fakePhotosApi(images),
      list: (
        <SelectionDownloadAction
          photoIds={photoIds}
          shown={images}
          archive={{ kind: 'photos', name: 'My photos' }}
          onDownloaded={onDownloaded}
        />
      ),
    });
    return { onDownloaded };
  }

  it('is disabled with its reason without a selection', async () => {
    renderAction([]);
    const button = screen.getByRole('button', { name: 'Download' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Select a photo to download it');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('downloads the one selected photo and ends selection mode when the success modal closes', async () => {
    const { onDownloaded } = renderAction(['photo-3']);
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download photo' });
    expect(dialog).toHaveAccessibleDescription('Save photo-3.jpg to your device in its original size.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    await within(dialog).findByRole('status');
    expect(saved.map((file) => file.fileName)).toEqual(['photo-3.jpg']);
    expect(onDownloaded).not.toHaveBeenCalled();
    await userEvent.click(mainClose(dialog));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(onDownloaded).toHaveBeenCalledTimes(1);
  });
});
