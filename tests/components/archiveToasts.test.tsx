// The archive download's toasts on screen (S1 §3 Toasts; DECISIONS 26): 'Preparing download...'
// closes after 5 s, 'Downloading photos' and 'Download failed' after 10 s, each shown by the
// app's toast host from the flow's own toast table.
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { ArchiveToast } from '@machines/photos/downloads/archiveDownload.machine';
import { toastsMachine } from '@machines/shell/toasts.machine';
import { ToastHost } from '@/app/toasts/ToastHost';
import { ARCHIVE_TOASTS } from '@/features/photos/wiring/archiveDownloadWiring';
import { TestLanguage } from './support/TestLanguage';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Shows one of the flow's toasts in a toast host of its own; `after(ms)` lets that much time pass. */
function showFor(toast: ArchiveToast) {
  const actor = createActor(toastsMachine).start();
  render(
    <TestLanguage>
      <ToastHost actor={actor} />
    </TestLanguage>,
  );
  act(() => actor.send({ type: 'toasts.show', ...ARCHIVE_TOASTS[toast] }));
  return {
    after: (ms: number) => act(() => vi.advanceTimersByTime(ms)),
    stop: () => actor.stop(),
  };
}

describe('archive download toasts', () => {
  it.each([
    ['preparing', 'Preparing download...', 5_000],
    ['downloading', 'Downloading photos', 10_000],
    ['failed', 'Download failed', 10_000],
  ] as const)('%s: %s stays until %i ms, then closes', (toast, text, durationMs) => {
    const shown = showFor(toast);
    expect(screen.getByText(text)).toBeInTheDocument();
    shown.after(durationMs - 100);
    expect(screen.getByText(text)).toBeInTheDocument();
    shown.after(200);
    expect(screen.queryByText(text)).not.toBeInTheDocument();
    shown.stop();
  });
});
