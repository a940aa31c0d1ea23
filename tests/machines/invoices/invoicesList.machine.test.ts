// The invoices page's lists: their shortest paths, and what the paths do not show: the API's
// skip/limit per page, the two lists (one actor each, as the page runs them) loading and failing
// apart, a page change keeping the last page on screen, a page change during a load asking for the
// newer page, and retry.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { InvoiceGroupFile } from '@schemas/documents';
import { createInvoicesListMachine, type HistoricalInvoiceEntry } from '@machines/invoices/invoicesList.machine';
import { pageCountOf } from '@machines/shared/pagedList';
import { pageWindow, type NumberedPage, type PageNumberedListInput, type PageWindow } from '@machines/shared/pageNumberedList';
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

type Load<TItem> = (window: PageWindow) => Promise<NumberedPage<TItem>>;

function startList<TItem extends InvoiceGroupFile | HistoricalInvoiceEntry>(load: Load<TItem>, input: PageNumberedListInput) {
  const spies = { load: vi.fn(load), reportFailure: vi.fn() };
  const machine = createInvoicesListMachine<TItem>().provide({
    actors: { loadPage: fromPromise<NumberedPage<TItem>, PageWindow>(({ input: window }) => spies.load(window)) },
    actions: { reportFailure: (_, params) => spies.reportFailure(params.error) },
  });
  return { actor: createActor(machine, { input }).start(), spies };
}

/** Both lists of the page, each its own actor. */
function start(
  loadGroupFiles: Load<InvoiceGroupFile>,
  loadHistorical: Load<HistoricalInvoiceEntry> = async () => historicalPage,
  input: { invoiceGroupFilesPage?: number; historicalInvoicesPage?: number } = {},
) {
  const groupFiles = startList(loadGroupFiles, { page: input.invoiceGroupFilesPage });
  const historical = startList(loadHistorical, { page: input.historicalInvoicesPage });
  return {
    groupFiles: groupFiles.actor,
    historical: historical.actor,
    spies: { loadGroupFiles: groupFiles.spies.load, loadHistorical: historical.spies.load, reportFailure: historical.spies.reportFailure },
  };
}

const groupFilesPage1: NumberedPage<InvoiceGroupFile> = { items: fixtureGroupFilesPage1.invoiceGroupFiles, total: 12 };
const groupFilesPage2: NumberedPage<InvoiceGroupFile> = { items: fixtureGroupFilesPage2.invoiceGroupFiles, total: 12 };
const historicalPage: NumberedPage<HistoricalInvoiceEntry> = { items: fixtureHistoricalPage.historicalInvoices, total: 3 };
const pages = async ({ skip }: PageWindow) => (skip === 0 ? groupFilesPage1 : groupFilesPage2);

describe('invoicesList', () => {
  it('asks the service for 10 per page: skip = (page - 1) × 10', () => {
    expect(pageWindow(1, 10)).toEqual({ skip: 0, limit: 10 });
    expect(pageWindow(3, 10)).toEqual({ skip: 20, limit: 10 });
    expect(pageWindow(0, 10)).toEqual({ skip: 0, limit: 10 });
  });

  it('counts pages of 10, at least one', () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(10, 10)).toBe(1);
    expect(pageCountOf(11, 10)).toBe(2);
  });

  it('loads both lists at once, each from the page it opens on', async () => {
    const { groupFiles, historical, spies } = start(pages, undefined, { invoiceGroupFilesPage: 2 });
    const loadedGroupFiles = await waitFor(groupFiles, (s) => s.matches('Finished'));
    const loadedHistorical = await waitFor(historical, (s) => s.matches('Finished'));
    expect(spies.loadGroupFiles).toHaveBeenCalledWith({ skip: 10, limit: 10 });
    expect(spies.loadHistorical).toHaveBeenCalledWith({ skip: 0, limit: 10 });
    expect(loadedGroupFiles.context).toMatchObject({ page: 2, total: 12, shown: fixtureGroupFilesPage2.invoiceGroupFiles });
    expect(loadedHistorical.context).toMatchObject({ page: 1, total: 3, shown: fixtureHistoricalPage.historicalInvoices });
  });

  /** Both lists in, then the second page of invoice group files asked for; `release` answers it. */
  async function secondPageLoading() {
    let release: (page: NumberedPage<InvoiceGroupFile>) => void = () => undefined;
    const run = start(async (window) => (window.skip === 0 ? groupFilesPage1 : new Promise((resolve) => (release = resolve))));
    await waitFor(run.groupFiles, (s) => s.matches('Finished'));
    await waitFor(run.historical, (s) => s.matches('Finished'));
    run.groupFiles.send({ type: 'invoicesList.showPage', page: 2 });
    return { ...run, release: (page: NumberedPage<InvoiceGroupFile>) => release(page) };
  }

  it('keeps the last page on screen while the next one loads', async () => {
    const { groupFiles } = await secondPageLoading();
    const loading = groupFiles.getSnapshot();
    expect(loading.matches('InProgress')).toBe(true);
    expect(loading.context).toMatchObject({ page: 2, shown: fixtureGroupFilesPage1.invoiceGroupFiles });
  });

  it('shows the next page once it is in', async () => {
    const { groupFiles, release } = await secondPageLoading();
    release(groupFilesPage2);
    const loaded = await waitFor(groupFiles, (s) => s.matches('Finished'));
    expect(loaded.context.shown).toEqual(fixtureGroupFilesPage2.invoiceGroupFiles);
  });

  it('leaves the other list alone while one changes page', async () => {
    const { groupFiles, historical, spies, release } = await secondPageLoading();
    expect(historical.getSnapshot().matches('Finished')).toBe(true);
    release(groupFilesPage2);
    await waitFor(groupFiles, (s) => s.matches('Finished'));
    expect(spies.loadHistorical).toHaveBeenCalledTimes(1);
  });

  it('shows the newer page when the page changes again during a load', async () => {
    const answers: ((page: NumberedPage<InvoiceGroupFile>) => void)[] = [];
    const { groupFiles, spies } = start((window) =>
      window.skip === 0 ? Promise.resolve(groupFilesPage1) : new Promise((resolve) => answers.push(resolve)),
    );
    await waitFor(groupFiles, (s) => s.matches('Finished'));
    groupFiles.send({ type: 'invoicesList.showPage', page: 2 });
    groupFiles.send({ type: 'invoicesList.showPage', page: 1 });
    expect(spies.loadGroupFiles.mock.calls.map(([window]) => window.skip)).toEqual([0, 10, 0]);
    answers[0]?.(groupFilesPage2); // the stale answer of page 2 arrives after page 1 was asked
    const loaded = await waitFor(groupFiles, (s) => s.matches('Finished'));
    expect(loaded.context).toMatchObject({ page: 1, shown: fixtureGroupFilesPage1.invoiceGroupFiles });
  });

  it('does not load the page already shown again', async () => {
    const { groupFiles, spies } = start(pages);
    await waitFor(groupFiles, (s) => s.matches('Finished'));
    groupFiles.send({ type: 'invoicesList.showPage', page: 1 });
    expect(groupFiles.getSnapshot().matches('Finished')).toBe(true);
    expect(spies.loadGroupFiles).toHaveBeenCalledTimes(1);
  });

  it('asks the service again for a page shown before', async () => {
    const { groupFiles, spies } = start(pages);
    await waitFor(groupFiles, (s) => s.matches('Finished'));
    groupFiles.send({ type: 'invoicesList.showPage', page: 2 });
    await waitFor(groupFiles, (s) => s.matches('Finished'));
    groupFiles.send({ type: 'invoicesList.showPage', page: 1 });
    expect(groupFiles.getSnapshot().matches('InProgress')).toBe(true);
    expect(spies.loadGroupFiles.mock.calls.map(([window]) => window.skip)).toEqual([0, 10, 0]);
  });

  /** Both lists started; the historical invoices fail the first time only. */
  async function historicalFailed() {
    let fail = true;
    const run = start(pages, async () => {
      if (fail) {
        fail = false;
        throw fixtureInvoicesNetworkError;
      }
      return historicalPage;
    });
    const failed = await waitFor(run.historical, (s) => s.matches('Failed'));
    return { ...run, failed };
  }

  it('fails one list with its error and reports it, keeping the other', async () => {
    const { groupFiles, spies, failed } = await historicalFailed();
    expect(groupFiles.getSnapshot().matches('Finished')).toBe(true);
    expect(failed.hasTag('error')).toBe(true);
    expect(failed.context).toMatchObject({
      error: fixtureInvoicesNetworkError.message,
      errorKey: 'errors.requestFailure',
    });
    expect(spies.reportFailure).toHaveBeenCalledWith(fixtureInvoicesNetworkError);
  });

  it('loads the failed list again on Try again, and only that one', async () => {
    const { historical, spies } = await historicalFailed();
    historical.send({ type: 'invoicesList.retry' });
    const loaded = await waitFor(historical, (s) => s.matches('Finished'));
    expect(loaded.context).toMatchObject({ error: null, errorKey: null, total: 3 });
    expect(spies.loadGroupFiles).toHaveBeenCalledTimes(1);
  });
});
