// Order prints with a real photo library (fake photo and temp selections APIs): 'Selecting your
// photos...' while the photos are looked at, nothing with the flag off, disabled with its reason without a selection, the bar's 'Next: Customise {amount} photo
// prints' following the selection (off at 0), the photos too small for a good print named, the
// overlay for at least 3 s then the editor's address with PAP_910, the channel's ID and the
// selection, and 'Error transferring photos. Try again.' in the bar (a failed request, or no
// channel ID) with the overlay closed.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeatureFlag } from '@schemas/config';
import type { MerchandiseChannel } from '@schemas/merchandise';
import type { Image } from '@schemas/photos';
import { PRINT_HANDOFF_MIN_MS } from '@schemas/tunables';
import { createActor, fromPromise } from 'xstate';
import { fixtureImages } from '@machines/photos/library/fixtures/deletes';
import { printHandoffMachine, type PhotoCheckInput, type PhotoCheckOutput } from '@machines/photos/print/printHandoff.machine';
import type { TempSelectionsApi } from '@/api/tempSelections';
import { ChannelProvider } from '@/platform/channel/ChannelContext';
import { dialogStack } from '@/platform/dialogs/dialogStack';
import { FlagsProvider } from '@/platform/flags/FlagsContext';
import { LeaveProvider } from '@/platform/navigation/LeaveContext';
import { createServicesOf } from '@/platform/services/services';
import { ServicesProvider } from '@/platform/services/ServicesContext';
import { OrderPrintsBar } from '@/features/photos/print/OrderPrintsBar';
import { OrderPrintsButton } from '@/features/photos/print/OrderPrintsButton';
import type { PhotoLibrary } from '@/features/photos/wiring/createPhotoLibrary';
import { PhotoLibraryProvider } from '@/features/photos/wiring/library';
import { fakePhotosApi } from '../fixtures/photosApi';
import { catchErrorReports } from './support/errorReports';
import { NoResize, VisibleObserver } from './support/observers';
import { loadAllMonths, makeLibrary } from './support/photoHarness';
import { brandRow } from './support/renderApp';
import { TestLanguage } from './support/TestLanguage';

const FLAG: FeatureFlag = 'PhotoManagementOrderPrintsEnabled';
const EDITOR = 'http://localhost/__storefront/editor/';
/** photo-2 is 800 × 450: its shorter side is under 600 px */
const images: readonly Image[] = fixtureImages.map((image) =>
  image.imageId === 'photo-2' ? { ...image, visibleWidth: 800, visibleHeight: 450 } : { ...image, visibleWidth: 4000, visibleHeight: 3000 },
);
const merchandise: MerchandiseChannel = {
  ID: 'bonusprint-uk',
  Vendor: { ID: 'bonusprint', Locale: 'en-GB' },
  ShopUrl: 'https://www.bonusprint.co.uk',
  Articles: [],
  Currency: 'GBP',
};

let library: PhotoLibrary;
let leave: ReturnType<typeof vi.fn<(url: string) => void>>;
let tempSelections: {
  createTempSelection: ReturnType<typeof vi.fn<TempSelectionsApi['createTempSelection']>>;
  editorUrl: TempSelectionsApi['editorUrl'];
};

beforeEach(async () => {
  catchErrorReports();
  vi.stubGlobal('ResizeObserver', NoResize);
  vi.stubGlobal('IntersectionObserver', VisibleObserver);
  library = makeLibrary(images, fakePhotosApi(images));
  await loadAllMonths(library, images);
  leave = vi.fn<(url: string) => void>();
  tempSelections = {
    createTempSelection: vi.fn<TempSelectionsApi['createTempSelection']>(async () => ({ tempSelectionId: 'ts-1' })),
    editorUrl: ({ productCode, channel, tempSelectionId }) =>
      `${EDITOR}?${new URLSearchParams({ productCode, channel, tempSelectionId }).toString()}`,
  };
});

afterEach(() => {
  vi.unstubAllGlobals();
  library.stop();
  for (const dialog of dialogStack.getSnapshot().context.stack) dialogStack.send({ type: 'dialogStack.close', id: dialog.id });
});

function renderButton(photoIds: readonly string[], options: { flags?: readonly FeatureFlag[]; channel?: MerchandiseChannel | null } = {}) {
  const ui = (ids: readonly string[], channel = options.channel === undefined ? merchandise : options.channel) => (
    <TestLanguage>
      <FlagsProvider flags={new Set(options.flags ?? [FLAG])}>
        <ChannelProvider value={{ brand: brandRow(), merchandise: channel }}>
          <PhotoLibraryProvider library={library}>
            <ServicesProvider services={createServicesOf({ tempSelections })}>
              <LeaveProvider value={leave}>
                <OrderPrintsButton photoIds={ids} />
              </LeaveProvider>
            </ServicesProvider>
          </PhotoLibraryProvider>
        </ChannelProvider>
      </FlagsProvider>
    </TestLanguage>
  );
  const view = render(ui(photoIds));
  return {
    ...view,
    select: (ids: readonly string[]) => view.rerender(ui(ids)),
    /** the merchandise service answers (after first paint) with the channel */
    answerChannel: (channel: MerchandiseChannel) => view.rerender(ui(photoIds, channel)),
  };
}

const bar = () => screen.getByRole('region', { name: 'Order prints' });

describe('order prints', () => {
  it("says 'Selecting your photos...' (confirm off) while the photos are looked at, then 'Next: Customise {amount} photo prints'", async () => {
    let answer: (output: PhotoCheckOutput) => void = () => undefined;
    const machine = printHandoffMachine.provide({
      actors: {
        checkPhotos: fromPromise<PhotoCheckOutput, PhotoCheckInput>(() => new Promise((resolve) => (answer = resolve))),
      },
    });
    const actor = createActor(machine, { input: { channelId: 'bonusprint-uk' } }).start();
    render(
      <TestLanguage>
        <OrderPrintsBar actor={actor} />
      </TestLanguage>,
    );
    act(() => actor.send({ type: 'printHandoff.open', photoIds: ['photo-1', 'photo-3'] }));
    const opened = await screen.findByRole('region', { name: 'Order prints' });
    expect(within(opened).getByRole('button', { name: 'Selecting your photos...' })).toBeDisabled();
    expect(within(bar()).queryByRole('button', { name: /^Next:/ })).not.toBeInTheDocument();
    act(() => answer({ tooSmall: [] }));
    expect(await within(bar()).findByRole('button', { name: 'Next: Customise 2 photo prints' })).toBeEnabled();
    expect(within(bar()).queryByRole('button', { name: 'Selecting your photos...' })).not.toBeInTheDocument();
    actor.stop();
  });

  it('shows nothing with the order-prints flag off', () => {
    renderButton(['photo-1'], { flags: [] });
    expect(screen.queryByRole('button', { name: 'Order prints' })).not.toBeInTheDocument();
  });

  it('is disabled with its reason without a selection', async () => {
    renderButton([]);
    const button = screen.getByRole('button', { name: 'Order prints' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Select photos to order prints of them');
    expect(screen.queryByRole('region', { name: 'Order prints' })).not.toBeInTheDocument();
  });

  it('opens the bar on the selection, names the photo too small for a good print, and follows the selection (off at 0)', async () => {
    const { select } = renderButton(['photo-1', 'photo-2', 'photo-3']);
    await userEvent.click(screen.getByRole('button', { name: 'Order prints' }));
    expect(await within(bar()).findByRole('button', { name: 'Next: Customise 3 photo prints' })).toBeEnabled();
    expect(within(bar()).getByRole('status')).toHaveTextContent('1 photo may be too small for a good print. You can still go on.');
    expect(within(bar()).getByRole('list', { name: 'Photos too small for a good print' })).toHaveTextContent('photo-2.jpg');
    select(['photo-1']);
    expect(await within(bar()).findByRole('button', { name: 'Next: Customise 1 photo prints' })).toBeEnabled();
    expect(within(bar()).queryByRole('status')).not.toBeInTheDocument();
    select([]);
    expect(await within(bar()).findByRole('button', { name: 'Next: Customise 0 photo prints' })).toBeDisabled();
    await userEvent.click(within(bar()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Order prints' })).not.toBeInTheDocument();
  });

  it('shows the overlay for at least 3 s, then opens the editor with PAP_910, the channel ID and the temp selection', async () => {
    renderButton(['photo-1', 'photo-3']);
    await userEvent.click(screen.getByRole('button', { name: 'Order prints' }));
    const next = await within(bar()).findByRole('button', { name: 'Next: Customise 2 photo prints' });
    const clickedAt = Date.now();
    await userEvent.click(next);
    const overlay = await screen.findByRole('dialog', { name: 'Adding 2 photos to editor...' });
    // its title is its name and is shown once; nothing in it announces the text a second time
    expect(screen.getAllByText('Adding 2 photos to editor...')).toHaveLength(1);
    expect(within(overlay).queryByRole('status')).not.toBeInTheDocument();
    expect(tempSelections.createTempSelection).toHaveBeenCalledWith(['photo-1', 'photo-3'], expect.anything());
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1), { timeout: PRINT_HANDOFF_MIN_MS + 3_000 });
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(PRINT_HANDOFF_MIN_MS);
    expect(leave).toHaveBeenCalledWith(`${EDITOR}?productCode=PAP_910&channel=bonusprint-uk&tempSelectionId=ts-1`);
  }, 15_000);

  it('closes the overlay on a failed transfer and shows the error in the bar; Try again sends again', async () => {
    tempSelections.createTempSelection.mockRejectedValueOnce(new Error('POST temp-selections failed with 500'));
    renderButton(['photo-1']);
    await userEvent.click(screen.getByRole('button', { name: 'Order prints' }));
    await userEvent.click(await within(bar()).findByRole('button', { name: 'Next: Customise 1 photo prints' }));
    const alert = await within(bar()).findByRole('alert');
    expect(alert).toHaveTextContent('Error transferring photos. Try again.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Adding 1 photos to editor...' })).toBeInTheDocument();
    // the bar is behind the modal overlay now (hidden from assistive technology): its text is gone
    expect(screen.queryByText('Error transferring photos. Try again.')).not.toBeInTheDocument();
    expect(tempSelections.createTempSelection).toHaveBeenCalledTimes(2);
  });

  it('shows the error without a request when the channel ID cannot be found', async () => {
    renderButton(['photo-1'], { channel: null });
    await userEvent.click(screen.getByRole('button', { name: 'Order prints' }));
    await userEvent.click(await within(bar()).findByRole('button', { name: 'Next: Customise 1 photo prints' }));
    expect(await within(bar()).findByRole('alert')).toHaveTextContent('Error transferring photos. Try again.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(tempSelections.createTempSelection).not.toHaveBeenCalled();
  });

  it('hands off once the channel ID comes, when the bar was opened before the merchandise service answered', async () => {
    const view = renderButton(['photo-1'], { channel: null });
    await userEvent.click(screen.getByRole('button', { name: 'Order prints' }));
    const next = await within(bar()).findByRole('button', { name: 'Next: Customise 1 photo prints' });
    view.answerChannel(merchandise);
    await userEvent.click(next);
    expect(await screen.findByRole('dialog', { name: 'Adding 1 photos to editor...' })).toBeInTheDocument();
    expect(tempSelections.createTempSelection).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Error transferring photos. Try again.')).not.toBeInTheDocument();
  });
});
