// The photo preview with a real library (fake photo API): keyboard navigation in timeline order,
// Escape (and not while a dialog is open), the direct open of a photo not loaded yet, redirects for
// an unknown photo, and the single delete with its move to the previous photo.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import type { Image } from '@schemas/photos';
import { fixtureImages } from '@machines/fixtures/photoDeletes';
import { dialogStack } from '@/app/dialogs/dialogStack';
import type { PhotoLibrary } from '@/app/photos/createPhotoLibrary';
import { fakeDeleteApi, loadAllMonths, locationRef, makeLibrary, renderPhotos } from './support/photoHarness';
import { setViewportWidth } from './support/screen';

const authActor = vi.hoisted(() => ({ actor: null as unknown }));
vi.mock('@/app/auth/AuthContext', () => ({ useAuthActor: () => authActor.actor }));

const images = fixtureImages;
let library: PhotoLibrary;

beforeEach(() => {
  authActor.actor = createActor(createMachine({ id: 'signedOut', initial: 'idle', states: { idle: {} } })).start();
  setViewportWidth(1300);
  library = makeLibrary(images);
});

afterEach(() => {
  library.stop();
  for (const dialog of dialogStack.getSnapshot().context.stack) dialogStack.send({ type: 'dialog.close', id: dialog.id });
});

const shownPhoto = () => document.querySelector('[data-preview-image]')?.getAttribute('data-photo-id') ?? null;

async function openLoaded(id: string, query = '') {
  await loadAllMonths(library, images);
  renderPhotos(`/my-photos/photos/preview/${id}${query}`, { library, api: fakeDeleteApi(images) });
  await waitFor(() => expect(shownPhoto()).toBe(id));
}

describe('photo preview', () => {
  it('shows the 1300 thumbnail, steps with the arrow keys in timeline order and closes on Escape, keeping the query', async () => {
    await openLoaded('photo-1', '?embedded=true');
    expect(screen.getByRole('img')).toHaveAttribute('src', expect.stringMatching(/\/1300\.jpg$/));
    expect(screen.queryByRole('button', { name: 'Previous photo' })).not.toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(shownPhoto()).toBe('photo-2');
    expect(locationRef.current).toBe('/my-photos/photos/preview/photo-2?embedded=true');
    await userEvent.keyboard('{ArrowRight}');
    expect(shownPhoto()).toBe('photo-3');
    await userEvent.keyboard('{ArrowRight}');
    expect(shownPhoto()).toBe('photo-3');
    await userEvent.keyboard('{ArrowLeft}');
    expect(shownPhoto()).toBe('photo-2');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(locationRef.current).toBe('/my-photos/photos?embedded=true'));
  });

  it('shows the arrows on desktop only', async () => {
    await openLoaded('photo-2');
    await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(shownPhoto()).toBe('photo-3');
    expect(screen.queryByRole('button', { name: 'Next photo' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(shownPhoto()).toBe('photo-2');
  });

  it('hides the arrows below 1024 px', async () => {
    setViewportWidth(800);
    await openLoaded('photo-2');
    expect(screen.queryByRole('button', { name: 'Next photo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Previous photo' })).not.toBeInTheDocument();
  });

  it('leaves Escape and the arrows to an open dialog', async () => {
    await openLoaded('photo-2');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this photo?' });
    await userEvent.keyboard('{ArrowRight}');
    expect(shownPhoto()).toBe('photo-2');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(locationRef.current).toBe('/my-photos/photos/preview/photo-2');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(locationRef.current).toBe('/my-photos/photos'));
  });

  it('opens a photo not loaded yet: fetches it, loads its month, then navigates within it', async () => {
    const api = fakeDeleteApi(images);
    renderPhotos('/my-photos/photos/preview/photo-3', { library, api });
    await waitFor(() => expect(shownPhoto()).toBe('photo-3'));
    expect(api.getPhoto).toHaveBeenCalledWith('photo-3', expect.anything());
    // its month (April 2024) loaded; the photos before it come with their own month
    await act(() => loadAllMonths(library, images));
    await userEvent.keyboard('{ArrowLeft}');
    expect(shownPhoto()).toBe('photo-2');
  });

  it('redirects to the photos list (replace) for an unknown photo', async () => {
    renderPhotos('/my-photos/photos/preview/nope?embedded=true', { library, api: fakeDeleteApi(images) });
    await waitFor(() => expect(locationRef.current).toBe('/my-photos/photos?embedded=true'));
  });

  it('redirects to the photos list when the library is empty', async () => {
    library.stop();
    library = makeLibrary([]);
    renderPhotos('/my-photos/photos/preview/photo-1', { library, api: fakeDeleteApi([]) });
    await waitFor(() => expect(locationRef.current).toBe('/my-photos/photos'));
  });

  it('deletes the photo shown and moves to the previous one', async () => {
    await loadAllMonths(library, images);
    const api = fakeDeleteApi(images);
    renderPhotos('/my-photos/photos/preview/photo-2', { library, api });
    await waitFor(() => expect(shownPhoto()).toBe('photo-2'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this photo?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(api.deletePhoto).toHaveBeenCalledWith('photo-2', expect.anything());
    await waitFor(() => expect(shownPhoto()).toBe('photo-1'));
    expect(locationRef.current).toBe('/my-photos/photos/preview/photo-1');
    const ids = (photos: readonly Image[]) => photos.map((image) => image.imageId);
    expect(library.timeline.getSnapshot().context.months.flatMap((month) => ids(month.images))).toEqual(['photo-1', 'photo-3']);
  });
});
