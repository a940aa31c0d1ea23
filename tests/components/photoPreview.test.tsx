// The photo preview with a real library (fake photo API): keyboard navigation in timeline order,
// Escape (and not while a dialog is open), the direct open of a photo not loaded yet, redirects for
// an unknown photo, the single delete with its move to the previous photo, and the gestures (click,
// double-tap and button zoom, swipes with their 35 % threshold and rubber-banding, swipe down).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Image } from '@schemas/photos';
import { fixtureImages } from '@machines/photos/library/fixtures/deletes';
import { dialogStack } from '@/platform/dialogs/dialogStack';
import type { PhotoLibrary } from '@/features/photos/wiring/createPhotoLibrary';
import { fakePhotosApi } from '../fixtures/photosApi';
import { loadAllMonths, locationRef, makeLibrary, renderPhotos } from './support/photoHarness';
import { setViewportWidth } from './support/screen';

const images = fixtureImages;
let library: PhotoLibrary;

beforeEach(() => {
  setViewportWidth(1300);
  library = makeLibrary(images, fakePhotosApi(images));
});

afterEach(() => {
  library.stop();
  for (const dialog of dialogStack.getSnapshot().context.stack) dialogStack.send({ type: 'dialogStack.close', id: dialog.id });
});

const shownPhoto = () => document.querySelector('[data-preview-image]')?.getAttribute('data-photo-id') ?? null;

async function openLoaded(id: string, query = '') {
  await loadAllMonths(library, images);
  renderPhotos(`/my-photos/photos/preview/${id}${query}`, { library, api: fakePhotosApi(images) });
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

  it('keeps the focus on the arrow used across photos, and gives it to the heading when the arrow goes', async () => {
    await openLoaded('photo-1');
    await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(shownPhoto()).toBe('photo-2');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next photo' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(shownPhoto()).toBe('photo-3');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
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
    const api = fakePhotosApi(images);
    // the photo is fetched from the library's own source
    library.stop();
    library = makeLibrary(images, api);
    renderPhotos('/my-photos/photos/preview/photo-3', { library, api });
    await waitFor(() => expect(shownPhoto()).toBe('photo-3'));
    expect(api.getPhoto).toHaveBeenCalledWith('photo-3', expect.anything());
    // its month (April 2024) loaded; the photos before it come with their own month
    await act(() => loadAllMonths(library, images));
    await userEvent.keyboard('{ArrowLeft}');
    expect(shownPhoto()).toBe('photo-2');
  });

  it('redirects to the photos list (replace) for an unknown photo', async () => {
    renderPhotos('/my-photos/photos/preview/nope?embedded=true', { library, api: fakePhotosApi(images) });
    await waitFor(() => expect(locationRef.current).toBe('/my-photos/photos?embedded=true'));
  });

  it('redirects to the photos list when the library is empty', async () => {
    library.stop();
    library = makeLibrary([], fakePhotosApi([]));
    renderPhotos('/my-photos/photos/preview/photo-1', { library, api: fakePhotosApi([]) });
    await waitFor(() => expect(locationRef.current).toBe('/my-photos/photos'));
  });

  it('deletes the photo shown and moves to the previous one', async () => {
    await loadAllMonths(library, images);
    const api = fakePhotosApi(images);
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

describe('photo preview under a created sort', () => {
  it('steps through the flat list of GET /photos, not the timeline', async () => {
    library.stop();
    // uploaded in another order than taken: 3, 1, 2
    const uploadOrder = [images[2], images[0], images[1]].filter((image): image is Image => image !== undefined);
    const api = fakePhotosApi(images, { libraryOrder: uploadOrder });
    library = makeLibrary(images, api, { sortKey: 'created', sortOrder: 'desc' });
    renderPhotos('/my-photos/photos/preview/photo-3', { library, api: fakePhotosApi(images) });
    await waitFor(() => expect(shownPhoto()).toBe('photo-3'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next photo' })).toBeInTheDocument());
    await userEvent.keyboard('{ArrowRight}');
    expect(shownPhoto()).toBe('photo-1');
    await userEvent.keyboard('{ArrowRight}');
    expect(shownPhoto()).toBe('photo-2');
    expect(api.getMonthPage).not.toHaveBeenCalled();
  });
});

describe('photo preview gestures', () => {
  const stage = () => screen.getByTestId('preview-stage');
  const zoom = () => document.querySelector('[data-preview-image]')?.getAttribute('style') ?? '';
  const box = { x: 0, y: 0, left: 0, top: 0, width: 1000, height: 800, right: 1000, bottom: 800, toJSON: () => ({}) };
  const pointer = (
    type: 'pointerDown' | 'pointerMove' | 'pointerUp',
    x: number,
    y: number,
    pointerType: 'mouse' | 'touch',
    timeStamp = 0,
  ) => {
    const event = new MouseEvent(type.toLowerCase(), { bubbles: true, clientX: x, clientY: y, button: 0 });
    Object.defineProperties(event, { pointerId: { value: 1 }, pointerType: { value: pointerType }, timeStamp: { value: timeStamp } });
    act(() => {
      stage().dispatchEvent(event);
    });
  };

  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(box);
  });
  afterEach(() => vi.restoreAllMocks());

  it('toggles the zoom between 1 and 2.5 with a click, and with the zoom button', async () => {
    await openLoaded('photo-2');
    expect(zoom()).toContain('scale(1)');
    pointer('pointerDown', 500, 400, 'mouse');
    pointer('pointerUp', 500, 400, 'mouse');
    expect(zoom()).toContain('scale(2.5)');
    await userEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(zoom()).toContain('scale(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(zoom()).toContain('scale(2.5)');
  });

  it('zooms on a double-tap within 200 ms only', async () => {
    await openLoaded('photo-2');
    pointer('pointerDown', 500, 400, 'touch', 1000);
    pointer('pointerUp', 500, 400, 'touch', 1000);
    pointer('pointerDown', 500, 400, 'touch', 1300);
    pointer('pointerUp', 500, 400, 'touch', 1300);
    expect(zoom()).toContain('scale(1)');
    pointer('pointerDown', 500, 400, 'touch', 1400);
    pointer('pointerUp', 500, 400, 'touch', 1400);
    expect(zoom()).toContain('scale(2.5)');
  });

  it('navigates on a swipe beyond 35 % of the width, rubber-bands at the end, and closes on a swipe down', async () => {
    await openLoaded('photo-2');
    // 300 px of 1000: not enough
    pointer('pointerDown', 600, 400, 'touch');
    pointer('pointerMove', 300, 400, 'touch');
    expect(zoom()).toContain('translate3d(-450px, 0px, 0)');
    pointer('pointerUp', 300, 400, 'touch');
    expect(shownPhoto()).toBe('photo-2');
    // 400 px to the left: the next photo
    pointer('pointerDown', 700, 400, 'touch');
    pointer('pointerMove', 300, 400, 'touch');
    pointer('pointerUp', 300, 400, 'touch');
    await waitFor(() => expect(shownPhoto()).toBe('photo-3'));
    // at the last photo a swipe to the left follows the finger slowly and goes nowhere
    pointer('pointerDown', 700, 400, 'touch');
    pointer('pointerMove', 200, 400, 'touch');
    expect(zoom()).toContain('translate3d(-100px, 0px, 0)');
    pointer('pointerUp', 200, 400, 'touch');
    expect(shownPhoto()).toBe('photo-3');
    // down by 280 of 800 px (35 %): stays; by 300: closes
    pointer('pointerDown', 500, 100, 'touch');
    pointer('pointerMove', 500, 380, 'touch');
    pointer('pointerUp', 500, 380, 'touch');
    expect(locationRef.current).toBe('/my-photos/photos/preview/photo-3');
    pointer('pointerDown', 500, 100, 'touch');
    pointer('pointerMove', 500, 400, 'touch');
    expect(zoom()).toContain('translate3d(0px, 300px, 0)');
    pointer('pointerUp', 500, 400, 'touch');
    await waitFor(() => expect(locationRef.current).toBe('/my-photos/photos'));
  });
});
