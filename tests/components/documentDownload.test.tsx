// The shared document download button (src/features/shared/documents) with the app's i18n and
// services providers: busy while the PDF is fetched (aria-busy, its text unchanged, further clicks
// ignored), a failure's reason beside it with Try again, a quiet success, the keyboard path, a
// reference fetched through the documents API or the caller's own fetch, and the browser's save.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocumentNotFoundError, NotAPdfError, type DocumentFile } from '@/api/documents';
import { createServicesOf } from '@/platform/services/services';
import { ServicesProvider } from '@/platform/services/ServicesContext';
import { DocumentDownloadButton, type DocumentSource } from '@/features/shared/documents/DocumentDownloadButton';
import { saveFileToDisk } from '@/features/shared/wiring/documentDownload';
import { catchSavedFiles, fakeDocumentsApi, fakePdf, type FakeDocumentsApi } from '../fixtures/documentsApi';
import { catchErrorReports } from './support/errorReports';
import { TestLanguage } from './support/TestLanguage';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function renderButton(document: DocumentSource, documents: FakeDocumentsApi = fakeDocumentsApi()) {
  const saveFile = vi.fn(async (_file: DocumentFile) => undefined);
  render(
    <TestLanguage>
      <ServicesProvider services={createServicesOf({ documents })}>
        <DocumentDownloadButton document={document} label="Download" accessibleLabel="Download invoice INV-1" saveFile={saveFile} />
      </ServicesProvider>
    </TestLanguage>,
  );
  return { saveFile, documents, button: screen.getByRole('button', { name: 'Download invoice INV-1' }) };
}

/** A fetch the test answers when it wants. */
function heldFetch() {
  const calls: { resolve: (file: DocumentFile) => void; reject: (error: unknown) => void }[] = [];
  const fetch = vi.fn(() => new Promise<DocumentFile>((resolve, reject) => calls.push({ resolve, reject })));
  return { fetch, calls };
}

describe('document download button', () => {
  it('is busy while the PDF is fetched, keeps its text, and ignores further clicks', async () => {
    const user = userEvent.setup();
    const held = heldFetch();
    const { button, saveFile } = renderButton(held.fetch);
    expect(button).toHaveAttribute('aria-busy', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveTextContent('Download');
    expect(screen.getByRole('status')).toHaveTextContent('Downloading Download invoice INV-1…');
    await user.click(button);
    expect(held.fetch).toHaveBeenCalledTimes(1);

    const file = fakePdf('INV-1.pdf');
    await act(async () => held.calls[0]?.resolve(file));
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'false'));
    expect(saveFile).toHaveBeenCalledWith(file);
  });

  it('succeeds quietly: nothing shown, screen readers hear it is ready', async () => {
    const user = userEvent.setup();
    const { button, saveFile } = renderButton(async () => fakePdf('INV-1.pdf'));
    await user.click(button);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Download invoice INV-1: download ready'));
    expect(screen.getByRole('status')).toHaveClass('visually-hidden');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(saveFile).toHaveBeenCalledTimes(1);
    // and it downloads again on the next click
    await user.click(button);
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(2));
  });

  it('shows why it failed beside the button, reports it, and tries again from Try again', async () => {
    const user = userEvent.setup();
    const reports = catchErrorReports();
    const held = heldFetch();
    const { button, saveFile } = renderButton(held.fetch);
    await user.click(button);
    await act(async () =>
      held.calls[0]?.reject(new DocumentNotFoundError('http://localhost/api/documents/api/v1/InvoiceGroupFiles/me/igf-1', null)),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This document is not available.');
    expect(button).toHaveAccessibleDescription('This document is not available.');
    expect(button).toHaveAttribute('aria-busy', 'false');
    await waitFor(() => expect(reports.map((report) => report.source)).toEqual(['machine:documentDownload']));

    await user.click(screen.getByRole('button', { name: 'Try again: Download invoice INV-1' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => held.calls[1]?.resolve(fakePdf('INV-1.pdf')));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names an answer that is not a PDF, and any other failure plainly', async () => {
    const user = userEvent.setup();
    catchErrorReports();
    let failure: unknown = new NotAPdfError('http://localhost/api/documents/v1/pdf/me/P-1', 'text/html');
    const { button } = renderButton(async () => {
      throw failure;
    });
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('The file received is not a PDF, so it was not saved.');
    failure = new Error('GET /api/documents/v1/pdf/me/P-1 failed with 500');
    await user.click(button);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The document could not be downloaded.'));
  });

  it('works from the keyboard: Enter downloads, and Tab reaches Try again after a failure', async () => {
    const user = userEvent.setup();
    catchErrorReports();
    let fail = true;
    const { button, saveFile } = renderButton(async () => {
      if (fail) throw new Error('GET /api/documents/v1/pdf/me/P-1 failed with 500');
      return fakePdf('P-1.pdf');
    });
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByRole('alert');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Try again: Download invoice INV-1' })).toHaveFocus();
    fail = false;
    await user.keyboard(' ');
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
  });

  it('fetches a referenced document through the documents API', async () => {
    const user = userEvent.setup();
    const { button, documents, saveFile } = renderButton({ kind: 'mapPdf', productCode: 'P-7' });
    await user.click(button);
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.objectContaining({ fileName: 'map-P-7.pdf' })));
    expect(documents.getMapPdf).toHaveBeenCalledWith('P-7', { signal: expect.any(AbortSignal) });
  });
});

describe('the browser’s save', () => {
  it('clicks an <a download> on an object URL of the blob, and revokes the URL a minute later', async () => {
    vi.useFakeTimers();
    const saved = catchSavedFiles();
    await saveFileToDisk(fakePdf('Rechnung März.pdf'));
    expect(saved).toEqual([{ fileName: 'Rechnung März.pdf', href: 'blob:test/1' }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/1');
  });
});
