// Catalogue entries of the widgets area's machines (S0 §2 widgets, widgetShare; §3, §4, §5, §7 Widgets; DECISIONS 2, 18).
import { fromPromise } from 'xstate';
import type { GalleryEntry } from '@schemas/widgets';
import { entry, type CatalogEntry } from '../catalogEntry';
import { resourceEntry } from '../shell/resourceEntry';
import {
  fixtureChannel,
  fixtureDeleteServerError,
  fixtureDetail,
  fixtureEntry,
  fixtureGallery,
  fixtureGalleryServerError,
  fixtureNoGallery,
  fixtureNoResponse,
  fixtureShareBlocked,
  fixtureShareServerError,
  fixtureWidgetId,
  fixtureWidgets,
  fixtureWidgetsServerError,
} from './fixtures';
import { galleryEntryMachine, type GalleryChange, type GalleryData, type GalleryTarget } from './galleryEntry.machine';
import { widgetDeleteMachine } from './widgetDelete.machine';
import { widgetDetailMachine, type WidgetDetail } from './widgetDetail.machine';
import { widgetListMachine } from './widgetList.machine';
import { widgetShareMachine, type ShareRequest } from './widgetShare.machine';

const widgetList = resourceEntry({
  id: 'widgetList',
  title: 'Online products list',
  description:
    'Loads the customer’s online products for the widgets page: the codes of their orders, then the widgets of those orders’ products. The list shows each product’s picture, name and order; an empty list says there is nothing online yet. A failed load shows an error with Try again; a widget fetch still refused (401) after one token renewal is an empty list, not an error.',
  specSection: 'S0 §2 widgets, §7 Widgets, §8; DECISIONS 2',
  machine: widgetListMachine,
  data: fixtureWidgets,
  error: fixtureWidgetsServerError,
});

const widgetDetail = entry({
  id: 'widgetDetail',
  title: 'Online product',
  description:
    'Loads one online product for its page, with whether its order is on hold for review. A product that is not online (or not the customer’s) says so and offers to put it online. A failed load, or a failed attempt to put it online, shows an error with Try again.',
  specSection: 'S0 §2 widgetShare, §7 Widgets',
  machine: widgetDetailMachine,
  fixtures: {
    actors: {
      loadWidget: fromPromise<WidgetDetail | null, { productCode: string }>(async () => fixtureDetail),
      createWidget: fromPromise<WidgetDetail, { productCode: string }>(async () => fixtureDetail),
    },
    events: [
      { type: 'xstate.done.actor.loadWidget', output: fixtureDetail },
      { type: 'xstate.done.actor.loadWidget', output: null },
      { type: 'xstate.error.actor.loadWidget', error: fixtureNoResponse },
      { type: 'widgetDetail.retry' },
      { type: 'widgetDetail.create' },
      { type: 'xstate.done.actor.createWidget', output: fixtureDetail },
      { type: 'xstate.error.actor.createWidget', error: fixtureWidgetsServerError },
    ],
    input: { productCode: 'SO-1-1' },
  },
});

const widgetShare = entry({
  id: 'widgetShare',
  title: 'Widget share',
  description:
    'Shares an online product by e-mail: the recipient’s address (checked first; sent base64-encoded), the sender’s name prefilled from the customer record and a personal message that is empty by default. A share that went out says to whom and the form is ready for another recipient. A failure keeps everything typed and says why: the order is on hold for review, the service refused a field, too many shares for now, or another problem; Try again sends it again.',
  specSection: 'S0 §3, §5, §7 Widgets; DECISIONS 18',
  machine: widgetShareMachine,
  fixtures: {
    actors: { share: fromPromise<undefined, ShareRequest>(async () => undefined) },
    events: [
      { type: 'widgetShare.edit', field: 'toEmailAddress', value: 'friend@example.com' },
      { type: 'widgetShare.edit', field: 'toEmailAddress', value: 'not an address' },
      { type: 'widgetShare.edit', field: 'personalMessage', value: 'Look at this!' },
      { type: 'widgetShare.submit' },
      { type: 'widgetShare.vendor', vendorId: 'albelli' },
      { type: 'widgetShare.another' },
      { type: 'xstate.done.actor.share', output: undefined },
      { type: 'xstate.error.actor.share', error: fixtureShareBlocked },
      { type: 'xstate.error.actor.share', error: fixtureShareServerError },
    ],
    input: { widgetId: fixtureWidgetId, vendorId: 'albelli', fromName: 'Anna Jansen' },
  },
});

const widgetDelete = entry({
  id: 'widgetDelete',
  title: 'Widget delete',
  description:
    'Takes an online product offline: the customer asks, a dialog asks to confirm, and the widget is deleted; the page then goes back to the list. A failure shows in the dialog, which stays open: confirm tries again, cancel closes it.',
  specSection: 'S0 §7 Widgets; DECISIONS 27',
  machine: widgetDeleteMachine,
  fixtures: {
    actors: { act: fromPromise<undefined, { productCode: string }>(async () => undefined) },
    events: [
      { type: 'widgetDelete.open' },
      { type: 'widgetDelete.confirm' },
      { type: 'widgetDelete.cancel' },
      { type: 'xstate.done.actor.deleteWidget', output: undefined },
      { type: 'xstate.error.actor.deleteWidget', error: fixtureDeleteServerError },
    ],
    input: { productCode: 'SO-1-1' },
  },
});

const galleryEntry = entry({
  id: 'galleryEntry',
  title: 'Gallery entry',
  description:
    'Publishes an online product in the brand’s public gallery under a category, with a title and a description, changes that entry or takes it out. Reading, creating, updating and deleting each keep their own request state; a failed one shows its error and keeps the form as typed. A product whose order is on hold for review is not published or changed.',
  specSection: 'S0 §4 Widget gallery entry, §7 Gallery',
  machine: galleryEntryMachine,
  fixtures: {
    actors: {
      readEntry: fromPromise<GalleryData, GalleryTarget>(async () => fixtureNoGallery),
      createEntry: fromPromise<GalleryEntry, GalleryChange>(async () => fixtureEntry),
      updateEntry: fromPromise<GalleryEntry, GalleryChange>(async () => fixtureEntry),
      deleteEntry: fromPromise<undefined, GalleryTarget>(async () => undefined),
    },
    events: [
      { type: 'xstate.done.actor.readEntry', output: fixtureNoGallery },
      { type: 'xstate.done.actor.readEntry', output: fixtureGallery },
      { type: 'xstate.error.actor.readEntry', error: fixtureNoResponse },
      { type: 'galleryEntry.retry' },
      { type: 'galleryEntry.edit', field: 'categoryId', value: 'travel' },
      { type: 'galleryEntry.edit', field: 'title', value: 'Rome' },
      { type: 'galleryEntry.edit', field: 'description', value: 'Spring' },
      { type: 'galleryEntry.submit' },
      { type: 'galleryEntry.delete' },
      { type: 'xstate.done.actor.createEntry', output: fixtureEntry },
      { type: 'xstate.error.actor.createEntry', error: fixtureGalleryServerError },
      { type: 'xstate.done.actor.updateEntry', output: fixtureEntry },
      { type: 'xstate.error.actor.updateEntry', error: fixtureGalleryServerError },
      { type: 'xstate.done.actor.deleteEntry', output: undefined },
      { type: 'xstate.error.actor.deleteEntry', error: fixtureGalleryServerError },
    ],
    input: { widgetId: fixtureWidgetId, channel: fixtureChannel, allowed: true },
    variants: [
      {
        name: 'on hold',
        description: 'The widget’s order is on hold for review: nothing can be published or changed.',
        input: { widgetId: fixtureWidgetId, channel: fixtureChannel, allowed: false },
      },
    ],
  },
});

export const widgetEntries: readonly CatalogEntry[] = [widgetList, widgetDetail, widgetShare, widgetDelete, galleryEntry];
