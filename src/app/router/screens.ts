import type { ComponentType } from 'react';
import type { AccountPart, AccountScope, Stoppable } from '@/platform/accountScope/accountScope';
import type { AuthActor } from '@/platform/auth/createAuth';
import type { RouteName } from '@/platform/routing/routes';
import { uploadRecordsPart } from '@/features/photos/upload/uploadRecords';
import { withScreenCode } from './screenCode';

/** Loads the component of one route's screen (route `lazy`: code split per screen). */
export type ScreenLoader = () => Promise<ComponentType>;
export type Screens = Readonly<Record<RouteName, ScreenLoader>>;

/** The screen of every route of the table, each loader asking for the screen's whole code first (./screenCode.ts). */
export const screens: Screens = withScreenCode({
  home: () => import('@/features/home/HomePage').then((m) => m.HomePage),
  accountDeleted: () => import('@/features/account/AccountDeletedPage').then((m) => m.AccountDeletedPage),
  deleteAccountConfirmation: () => import('@/features/account/ConfirmationPages').then((m) => m.DeleteAccountConfirmationPage),
  deleteAccountError: () => import('@/features/account/FlowErrorPage').then((m) => m.DeleteAccountErrorPage),
  savedProjects: () => import('@/features/projects/SavedProjectsPage').then((m) => m.SavedProjectsPage),
  orders: () => import('@/features/orders/OrdersPage').then((m) => m.OrdersPage),
  orderDetails: () => import('@/features/orders/OrderDetailPage').then((m) => m.OrderDetailPage),
  downloads: () => import('@/features/downloads/DownloadsPage').then((m) => m.DownloadsPage),
  settings: () => import('@/features/settings/SettingsPage').then((m) => m.SettingsPage),
  settingsB2b: () => import('@/features/settings/SettingsPage').then((m) => m.SettingsPage),
  changeEmailB2b: () => import('@/features/account/ChangeEmailPage').then((m) => m.ChangeEmailPage),
  personalDetails: () => import('@/features/settings/personal-details/PersonalDetailsPage').then((m) => m.PersonalDetailsPage),
  paymentMethod: () => import('@/features/settings/payment-method/PaymentMethodPage').then((m) => m.PaymentMethodPage),
  changeEmail: () => import('@/features/account/ChangeEmailPage').then((m) => m.ChangeEmailPage),
  changeEmailConfirmation: () => import('@/features/account/ConfirmationPages').then((m) => m.ChangeEmailConfirmationPage),
  changeEmailSuccess: () => import('@/features/account/ChangeEmailSuccessPage').then((m) => m.ChangeEmailSuccessPage),
  changeEmailError: () => import('@/features/account/FlowErrorPage').then((m) => m.ChangeEmailErrorPage),
  logout: () => import('@/features/account/LogoutPage').then((m) => m.LogoutPage),
  widgets: () => import('@/features/widgets/WidgetsPage').then((m) => m.WidgetsPage),
  widgetShare: () => import('@/features/widgets/WidgetSharePage').then((m) => m.WidgetSharePage),
  addAddress: () => import('@/features/settings/addresses/AddressEditPage').then((m) => m.AddAddressPage),
  changeAddress: () => import('@/features/settings/addresses/AddressEditPage').then((m) => m.ChangeAddressPage),
  allAddresses: () => import('@/features/settings/addresses/AllAddressesPage').then((m) => m.AllAddressesPage),
  addAddressB2b: () => import('@/features/settings/addresses/AddressEditPage').then((m) => m.AddAddressB2bPage),
  changeAddressB2b: () => import('@/features/settings/addresses/AddressEditPage').then((m) => m.ChangeAddressB2bPage),
  invoices: () => import('@/features/invoices/InvoicesPage').then((m) => m.InvoicesPage),
  ftpIntegration: () => import('@/features/settings/ftp/FtpIntegrationPage').then((m) => m.FtpIntegrationPage),
  doubleOptInConfirmation: () => import('@/features/account/ConfirmationPages').then((m) => m.SubscriptionConfirmationPage),
  doubleOptInConfirmationSuccess: () => import('@/features/account/SubscriptionSuccessPage').then((m) => m.SubscriptionSuccessPage),
  doubleOptInConfirmationError: () => import('@/features/account/FlowErrorPage').then((m) => m.SubscriptionErrorPage),
  photoManagement: () => import('./PhotoManagementRedirect').then((m) => m.PhotoManagementRedirect),
  photos: () => import('@/features/photos/PhotosPage').then((m) => m.PhotosPage),
  photoPreview: () => import('@/features/photos/preview/PhotoPreviewPage').then((m) => m.PhotoPreviewPage),
  albums: () => import('@/features/photos/albums/AlbumsPage').then((m) => m.AlbumsPage),
  album: () => import('@/features/photos/albums/page/AlbumPage').then((m) => m.AlbumPage),
  sharedAlbum: () => import('@/features/photos/albums/page/SharedAlbumPage').then((m) => m.SharedAlbumPage),
  albumPhotoPreview: () => import('@/features/photos/albums/page/AlbumPhotoPreviewPages').then((m) => m.AlbumPhotoPreviewPage),
  sharedAlbumPhotoPreview: () => import('@/features/photos/albums/page/AlbumPhotoPreviewPages').then((m) => m.SharedAlbumPhotoPreviewPage),
  authCallback: () => import('@/features/account/AuthCallbackPage').then((m) => m.AuthCallbackPage),
  flows: () => import('@/features/flows/FlowAtlasPage').then((m) => m.FlowAtlasPage),
  uiKit: () => import('@/features/ui-kit/UiKitPage').then((m) => m.UiKitPage),
});

/** Starts an area's work for a route opened directly, before its screen has mounted. */
export type WarmUp = (auth: AuthActor, scope: AccountScope) => void;

const warmPhotoLibrary = (): Promise<WarmUp> => import('@/features/photos/wiring/warmPhotoLibrary').then((m) => m.warmPhotoLibrary);

/**
 * What an area starts beside its screens, for the bootstrap: kept here, with the screens, so that
 * this file stays the one place of src/app that knows the areas.
 * - warmUps: per route, loaded and run by the bootstrap when that route is opened directly (a
 *   reload, a link, a bookmark) and its guard's flag is on; its code loads beside the screen's
 *   chunk. The photo library starts with the session instead of when the page mounts
 *   (src/features/photos/wiring/warmPhotoLibrary.ts).
 * - accountParts: started on every sign-in and stopped on sign-out: the upload area's clean-up of
 *   tus's records of unfinished uploads (src/features/photos/upload/uploadRecords.ts), the only
 *   area code in the shell bundle, kept tiny.
 * - dateLocale: the routes whose screen waits for the date-fns locale before it draws (the photo
 *   library's grids and album cards, src/platform/i18n/DateLocaleContext.tsx): opened directly, the
 *   bootstrap loads it beside the screen's chunk rather than once the screen renders.
 */
export const areaStarts: {
  readonly warmUps: Partial<Readonly<Record<RouteName, () => Promise<WarmUp>>>>;
  readonly accountParts: readonly AccountPart<Stoppable>[];
  readonly dateLocale: ReadonlySet<RouteName>;
} = {
  warmUps: { photos: warmPhotoLibrary, photoPreview: warmPhotoLibrary },
  accountParts: [uploadRecordsPart],
  dateLocale: new Set(['photos', 'albums', 'album', 'sharedAlbum']),
};
