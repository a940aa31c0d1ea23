// The invoices page's two lists: their shortest paths, and what the paths do not show: the API's
// skip/limit per page, the lists loading and failing apart, a page change keeping the last page on
// screen, a page change during a load asking for the newer page, and retry.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { InvoiceGroupFilePage } from '@schemas/documents';
import type { HistoricalInvoiceEntries } from '@machines/invoices/invoicesList.machine';
import {
  invoicesListMachine,
  pageCount,
  pageWindow,
  type InvoicePageWindow,
  type InvoicesListInput,
} from '@machines/invoices/invoicesList.machine';
import {
  fixtureGroupFilesPage1,
  fixtureGroupFilesPage2,
  fixtureHistoricalPage,
  fixtureInvoicesNetworkError,
} from '@machines/invoices/fixtures';
import { catalogEntry } from '../../fixtures/catalog';
import { replayShortestPaths } from '../../fixtures/machinePaths';

describe('invoicesList paths', () => {
  replayShortestPaths(catalogEntry('invoicesList'), { minPaths: 10 });
});

type Load<T> = (window: InvoicePageWindow) => Promise<T>;

function start(
  loadGroupFiles: Load<InvoiceGroupFilePage>,
  loadHistorical: Load<HistoricalInvoiceEntries> = async () => fixtureHistoricalPage,
  input: InvoicesListInput = {},
) {
  const spies = { loadGroupFiles: vi.fn(loadGroupFiles), loadHistorical: vi.fn(loadHistorical), reportFailure: vi.fn() };
  const machine = invoicesListMachine.provide({
    actors: {
      loadInvoiceGroupFiles: fromPromise<InvoiceGroupFilePage, InvoicePageWindow>(({ input: window }) => spies.loadGroupFiles(window)),
      loadHistoricalInvoices: fromPromise<HistoricalInvoiceEntries, InvoicePageWindow>(({ input: window }) => spies.loadHistorical(window)),
    },
    actions: { reportFailure: (_, params) => spies.reportFailure(params.error) },
  });
  return { actor: createActor(machine, { input }).start(), spies };
}

const pages = async ({ skip }: InvoicePageWindow) => (skip === 0 ? fixtureGroupFilesPage1 : fixtureGroupFilesPage2);

describe('invoicesList', () => {
  it('asks the service for 10 per page: skip = (page - 1) × 10', () => {
    expect(pageWindow(1)).toEqual({ skip: 0, limit: 10 });
    expect(pageWindow(3)).toEqual({ skip: 20, limit: 10 });
    expect(pageWindow(0)).toEqual({ skip: 0, limit: 10 });
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
  });

  it('loads both lists at once, each from the page it opens on', async () => {
    const { actor, spies } = start(pages, undefined, { invoiceGroupFilesPage: 2 });
    const loaded = await waitFor(actor, (s) => s.matches({ lists: { invoiceGroupFiles: 'loaded', historicalInvoices: 'loaded' } }));
    expect(spies.loadGroupFiles).toHaveBeenCalledWith({ skip: 10, limit: 10 });
    expect(spies.loadHistorical).toHaveBeenCalledWith({ skip: 0, limit: 10 });
    expect(loaded.context.invoiceGroupFiles).toMatchObject({ page: 2, total: 12, items: fixtureGroupFilesPage2.invoiceGroupFiles });
    expect(loaded.context.historicalInvoices).toMatchObject({ page: 1, total: 3, items: fixtureHistoricalPage.historicalInvoices });
  });

  it('keeps the last page on screen while the next one loads, and leaves the other list alone', async () => {
    let release: (page: InvoiceGroupFilePage) => void = () => undefined;
    const { actor, spies } = start(async (window) =>
      window.skip === 0 ? fixtureGroupFilesPage1 : new Promise((resolve) => (release = resolve)),
    );
    await waitFor(actor, (s) => s.matches({ lists: { invoiceGroupFiles: 'loaded', historicalInvoices: 'loaded' } }));
    actor.send({ type: 'invoiceGroupFiles.showPage', page: 2 });
    const loading = actor.getSnapshot();
    expect(loading.matches({ lists: { invoiceGroupFiles: 'loading', historicalInvoices: 'loaded' } })).toBe(true);
    expect(loading.context.invoiceGroupFiles).toMatchObject({ page: 2, items: fixtureGroupFilesPage1.invoiceGroupFiles });
    release(fixtureGroupFilesPage2);
    const loaded = await waitFor(actor, (s) => s.matches({ lists: { invoiceGroupFiles: 'loaded' } }));
    expect(loaded.context.invoiceGroupFiles.items).toEqual(fixtureGroupFilesPage2.invoiceGroupFiles);
    expect(spies.loadHistorical).toHaveBeenCalledTimes(1);
  });

  it('shows the newer page when the page changes again during a load', async () => {
    const answers: ((page: InvoiceGroupFilePage) => void)[] = [];
    const { actor, spies } = start((window) =>
      window.skip === 0 ? Promise.resolve(fixtureGroupFilesPage1) : new Promise((resolve) => answers.push(resolve)),
    );
    await waitFor(actor, (s) => s.matches({ lists: { invoiceGroupFiles: 'loaded' } }));
    actor.send({ type: 'invoiceGroupFiles.showPage', page: 2 });
    actor.send({ type: 'invoiceGroupFiles.showPage', page: 1 });
    expect(spies.loadGroupFiles.mock.calls.map(([window]) => window.skip)).toEqual([0, 10, 0]);
    answers[0]?.(fixtureGroupFilesPage2); // the stale answer of page 2 arrives after page 1 was asked
    const loaded = await waitFor(actor, (s) => s.matches({ lists: { invoiceGroupFiles: 'loaded' } }));
    expect(loaded.context.invoiceGroupFiles).toMatchObject({ page: 1, items: fixtureGroupFilesPage1.invoiceGroupFiles });
  });

  it('does not load the page already shown again', async () => {
    const { actor, spies } = start(pages);
    await waitFor(actor, (s) => s.matches({ lists: { invoiceGroupFiles: 'loaded' } }));
    actor.send({ type: 'invoiceGroupFiles.showPage', page: 1 });
    expect(actor.getSnapshot().matches({ lists: { invoiceGroupFiles: 'loaded' } })).toBe(true);
    expect(spies.loadGroupFiles).toHaveBeenCalledTimes(1);
  });

  it('fails one list with its error, reports it, keeps the other, and loads again on retry', async () => {
    let fail = true;
    const { actor, spies } = start(pages, async () => {
      if (fail) throw fixtureInvoicesNetworkError;
      return fixtureHistoricalPage;
    });
    const failed = await waitFor(actor, (s) => s.matches({ lists: { invoiceGroupFiles: 'loaded', historicalInvoices: 'failed' } }));
    expect(failed.context.historicalInvoices).toMatchObject({
      error: fixtureInvoicesNetworkError.message,
      errorKey: 'errors.requestFailure',
    });
    expect(spies.reportFailure).toHaveBeenCalledWith(fixtureInvoicesNetworkError);
    fail = false;
    actor.send({ type: 'historicalInvoices.retry' });
    const loaded = await waitFor(actor, (s) => s.matches({ lists: { historicalInvoices: 'loaded' } }));
    expect(loaded.context.historicalInvoices).toMatchObject({ error: null, errorKey: null, total: 3 });
    expect(spies.loadGroupFiles).toHaveBeenCalledTimes(1);
  });
});
