import * as z from 'zod/mini';
import { httpUrl, isoDateTime } from './common';
import { lineText, multiLineText, nameText } from './text';

/**
 * Widgets service contracts (spec S0 §3, §7 Widgets; DECISIONS 2, 18), in the server's names
 * (`superOrderCode`); the app's edge (src/api/widgets.ts) adapts superOrderCode → orderCode once.
 * The spec names the calls and leaves the bodies "not shown"; what the words mean for a customer:
 * - a widget is the online, shareable view of one ordered product: its picture, its product name
 *   and the order it belongs to. It is named by the product's code (`productCode`, the code of the
 *   order's product) and has an id of its own; the customer puts it online (POST), shares it by
 *   e-mail (PUT …/share) and takes it offline (DELETE).
 * - a gallery entry publishes a widget in the brand's public gallery of one channel, under a
 *   category, with a title and a description. A widget has at most one entry per channel, so an
 *   entry is named by its widget's id and the channel (GET, PUT and DELETE take the widget id).
 * - a category is a heading of the public gallery (weddings, travel, …); the app shows its own
 *   translation of the category's id and falls back to the service's English name.
 * - a blocked order is one the shop holds for review (a complaint, a copyright check): while it is
 *   blocked, its products' widgets can be neither shared nor published (409 with a message).
 */

/** A widget as the service answers it. */
export const Widget = z.object({
  id: z.string().check(z.minLength(1)),
  productCode: z.string().check(z.minLength(1)),
  superOrderCode: z.string().check(z.minLength(1)),
  productName: z.string(),
  pictureUrl: z.nullable(httpUrl),
  createdAt: isoDateTime,
});
export type Widget = z.infer<typeof Widget>;

/** GET /v1/widget/all?orderCodes=a,b,c: the widgets of those orders' products. */
export const WidgetList = z.object({ widgets: z.array(Widget) });
export type WidgetList = z.infer<typeof WidgetList>;

/** The most order codes one GET /v1/widget/all may name. */
export const WIDGET_ORDER_CODES_MAX = 500;

/** Limits of the share's free text (the service refuses longer with 400). */
export const SHARE_FROM_NAME_MAX = 100;
export const SHARE_MESSAGE_MAX = 1000;

/** An e-mail address as a share's recipient (after the base64 decoding, DECISIONS 18). */
export const ShareRecipient = z.email('Recipient must be a valid e-mail address').check(z.maxLength(320));

/**
 * What a mail reader would turn into a link: a web or dangerous scheme (https://, javascript:,
 * mailto:…), a `www.` name, a dotted host name (example.com, пример.рф) or a dotted IPv4 address.
 */
const LINK_IN_TEXT =
  /[a-z][a-z0-9+.-]*:\/\/|(?:javascript|vbscript|data|mailto|file|ftp|tel|sms):|www\.|[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}|\d{1,3}(?:\.\d{1,3}){3}/iu;

/** True when the text holds something a mail reader would make a link of (LINK_IN_TEXT). */
export const hasLink = (text: string): boolean => LINK_IN_TEXT.test(text);

/** The refusal of a personal message with a link in it. */
export const SHARE_MESSAGE_LINK_PROBLEM = 'Links are not allowed in the message';

/**
 * The share's query, decoded: who it comes from and what it says. A share mails anyone the
 * customer names, so the sender is never free text (the service takes only the account's own name
 * or the shop's) and the message holds no links at all.
 */
export const ShareText = z.object({
  fromName: z.string().check(z.trim(), nameText, z.minLength(1, 'Sender name must not be empty'), z.maxLength(SHARE_FROM_NAME_MAX)),
  personalMessage: z.string().check(
    multiLineText,
    z.maxLength(SHARE_MESSAGE_MAX),
    z.refine((text) => !hasLink(text), SHARE_MESSAGE_LINK_PROBLEM),
  ),
});

/** The refusal of a sender name that is neither the account's own name nor the shop's. */
export const SHARE_SENDER_PROBLEM = "fromName must be your account's name or the shop's name";

/** PUT /v1/widget/:id/share answers who the mail went to. */
export const WidgetShared = z.object({ widgetId: z.string(), toEmailAddress: z.string() });
export type WidgetShared = z.infer<typeof WidgetShared>;

/** Standard base64 of the UTF-8 address (DECISIONS 18); the client URL-encodes it as a query value. */
export function encodeRecipient(address: string): string {
  const bytes = new TextEncoder().encode(address);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The address a base64 recipient names, or null when it is not standard base64 of UTF-8 text. */
export function decodeRecipient(encoded: string): string | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(encoded) || encoded.length % 4 !== 0) return null;
  try {
    const binary = atob(encoded);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** A category of the public gallery. */
export const Category = z.object({ id: z.string().check(z.minLength(1)), name: z.string() });
export type Category = z.infer<typeof Category>;
export const CategoryList = z.object({ categories: z.array(Category) });

/** GET /v1/blockedorders/:orderCode: whether the shop holds the order, and why (null when not held). */
export const BlockedOrder = z.object({
  superOrderCode: z.string(),
  isBlocked: z.boolean(),
  reason: z.nullable(z.string()),
});
export type BlockedOrder = z.infer<typeof BlockedOrder>;

export const GALLERY_TITLE_MAX = 100;
export const GALLERY_DESCRIPTION_MAX = 1000;

/** What the customer writes for a gallery entry (PUT body; the POST body adds widget and channel). */
export const GalleryEntryText = z.object({
  categoryId: z.string().check(lineText, z.minLength(1, 'Choose a category'), z.maxLength(100)),
  title: z.string().check(z.trim(), nameText, z.minLength(1, 'Title must not be empty'), z.maxLength(GALLERY_TITLE_MAX)),
  description: z.string().check(z.trim(), multiLineText, z.maxLength(GALLERY_DESCRIPTION_MAX)),
});
export type GalleryEntryText = z.infer<typeof GalleryEntryText>;

/** POST /v1/galleryentries/ body. */
export const GalleryEntryCreate = z.extend(GalleryEntryText, {
  widgetId: z.string().check(lineText, z.minLength(1), z.maxLength(200)),
  channel: z.string().check(lineText, z.minLength(1), z.maxLength(100)),
});
export type GalleryEntryCreate = z.infer<typeof GalleryEntryCreate>;

/** A gallery entry as the service answers it. */
export const GalleryEntry = z.object({
  id: z.string().check(z.minLength(1)),
  widgetId: z.string().check(z.minLength(1)),
  channel: z.string(),
  categoryId: z.string(),
  title: z.string(),
  description: z.string(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type GalleryEntry = z.infer<typeof GalleryEntry>;

/** The text of the 409 on a blocked order's widget (shared by the service and its tests). */
export const BLOCKED_ORDER_MESSAGE = 'This order is on hold for review: its widget cannot be shared or published';

/** A widget in the app's names (the edge adapts superOrderCode → orderCode). */
export type WidgetItem = Omit<Widget, 'superOrderCode'> & { orderCode: string };
