// Fixtures of the widgets machines: widgets, gallery entries and categories in the app's names as
// the API edge hands them over, and the failures the service answers (shaped like the edge's
// HttpError; a failure with no status is one with no response at all).
import type { Category, GalleryEntry, WidgetItem } from '@schemas/widgets';
import { fixtureHttpError } from '../account/fixtures';
import type { WidgetDetail } from './widgetDetail.machine';
import type { GalleryData } from './galleryEntry.machine';

export const fixtureWidgetId = '0b7e6c52-6a8e-4c43-9a54-1f1f8f5b2c01';
export const fixtureChannel = 'albelli-nl';

export function fixtureWidget(productCode: string, overrides: Partial<WidgetItem> = {}): WidgetItem {
  return {
    id: fixtureWidgetId,
    productCode,
    orderCode: 'SO-1',
    productName: 'Photo book A4',
    pictureUrl: 'https://my.albelli.nl/api/orders/thumbnails/PAP_910.jpg',
    createdAt: '2025-01-02T10:00:00.000Z',
    ...overrides,
  };
}

export const fixtureWidgets: WidgetItem[] = [fixtureWidget('SO-1-1'), fixtureWidget('SO-2-1', { id: 'w-2', orderCode: 'SO-2' })];
export const fixtureDetail: WidgetDetail = { widget: fixtureWidget('SO-1-1'), blockReason: null };
export const fixtureCategories: Category[] = [
  { id: 'family', name: 'Family' },
  { id: 'travel', name: 'Travel' },
];
export const fixtureEntry: GalleryEntry = {
  id: 'e-1',
  widgetId: fixtureWidgetId,
  channel: fixtureChannel,
  categoryId: 'travel',
  title: 'Rome',
  description: 'Spring in Rome',
  createdAt: '2025-01-03T10:00:00.000Z',
  updatedAt: '2025-01-03T10:00:00.000Z',
};
export const fixtureGallery: GalleryData = { entry: fixtureEntry, categories: fixtureCategories };
export const fixtureNoGallery: GalleryData = { entry: null, categories: fixtureCategories };

const W = '/api/widgets/v1';
export const fixtureWidgetsServerError = fixtureHttpError('GET', `${W}/widget/all`, 500);
export const fixtureShareBlocked = fixtureHttpError('PUT', `${W}/widget/${fixtureWidgetId}/share`, 409);
export const fixtureShareServerError = fixtureHttpError('PUT', `${W}/widget/${fixtureWidgetId}/share`, 500);
export const fixtureDeleteServerError = fixtureHttpError('DELETE', `${W}/widget/SO-1-1`, 500);
export const fixtureGalleryServerError = fixtureHttpError('POST', `${W}/galleryentries/`, 500);
/** a fetch with no response at all (no status) */
export const fixtureNoResponse = new Error(`GET ${W}/widget/SO-1-1 failed: no response`);
