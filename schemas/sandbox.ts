import * as z from 'zod/mini';
import { AlbumName } from './albums';
import { ORDER_STATUS_STRINGS } from './orders';
import { lineText, nameText } from './text';

/** The sandbox's own switches (not a retailer service): fault rules and reported errors. */
/** The cookie, or else the header, that names a request's fault scope (FaultRuleInput.scope). */
export const FAULT_SCOPE_COOKIE = 'mya_fault_scope';
export const FAULT_SCOPE_HEADER = 'x-fault-scope';

export const FaultRuleInput = z.object({
  path: z.string().check(lineText, z.startsWith('/'), z.maxLength(2_000)),
  method: z.optional(z.string().check(lineText, z.maxLength(20), z.toUpperCase())),
  latencyMs: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(60_000))),
  status: z.optional(z.number().check(z.int(), z.minimum(100), z.maximum(599))),
  malformed: z.optional(z.enum(['json', 'schema'])),
  times: z.optional(z.number().check(z.int(), z.minimum(1))),
  /**
   * Let this many matching requests through untouched first (they may meet a later rule): a test
   * sets the fault on the second chunk of an upload before the first has left, with no race.
   */
  after: z.optional(z.number().check(z.int(), z.minimum(1))),
  /**
   * Cut the connection, as a network failure would: an HTTP request gets no answer at all; the push
   * socket is cut (no close frame) right after its `OK`.
   */
  drop: z.optional(z.boolean()),
  /**
   * Cut the connection part-way: a request with a body (an upload's PATCH) has its route read this
   * many bytes of it (tus stores them), then the socket goes; a body of at most this many bytes is
   * not cut. A request without a body gets this many bytes of its answer (before compression), then
   * the socket goes.
   */
  dropAfterBytes: z.optional(z.number().check(z.int(), z.minimum(0))),
  /**
   * Only the requests that carry this scope match the rule (FAULT_SCOPE_COOKIE or
   * FAULT_SCOPE_HEADER): the requests of one test's browser, while another test's requests on the
   * same route are answered as usual. A rule without a scope applies to every request.
   */
  scope: z.optional(z.string().check(lineText, z.minLength(1), z.maxLength(200))),
});
export type FaultRuleInput = z.infer<typeof FaultRuleInput>;
export const FaultRule = z.extend(FaultRuleInput, {
  id: z.string(),
  hits: z.number().check(z.int(), z.minimum(0)),
  /** the matching requests let through by `after` */
  passed: z.number().check(z.int(), z.minimum(0)),
});
export type FaultRule = z.infer<typeof FaultRule>;
export const FaultList = z.object({ rules: z.array(FaultRule) });

/**
 * `DELETE /__sandbox/uploads/expired`: removes the storage service's expired unfinished uploads now
 * (it also does so every hour), answering how many went.
 */
export const ExpiredUploadsRemoved = z.object({ removed: z.number().check(z.int(), z.minimum(0)) });

export { ErrorReport, ErrorReportList } from './errorReport';

/** How many photos a seeded album holds (test accounts, the shared-album tool). */
const albumPhotoCount = z.number().check(z.int(), z.minimum(0), z.maximum(5_000));

export const TestAccountRequest = z.object({
  accountType: z._default(z.enum(['consumer', 'business']), 'consumer'),
  b2bStatus: z.optional(z.enum(['Default', 'New', 'Blocked'])),
  /** false: an account without a customer record (GET /customers/me answers 404) */
  customer: z._default(z.boolean(), true),
  /** a photo library: 'demo' (the demo account's library) or that many generated photos (docs/PHOTOS.md) */
  photos: z.optional(z.union([z.literal('demo'), z.number().check(z.int(), z.minimum(0), z.maximum(200_000))])),
  /**
   * orders: 'demo' (the demo account's order set, aged from now; a business account also gets the
   * demo invoices) or that many generated orders over the last four years
   */
  orders: z.optional(z.union([z.literal('demo'), z.number().check(z.int(), z.minimum(0), z.maximum(20_000))])),
  /**
   * saved projects: 'demo' (the demo account's 27), that many generated ones, or ones with the
   * names given (newest first)
   */
  projects: z.optional(
    z.union([
      z.literal('demo'),
      z.number().check(z.int(), z.minimum(0), z.maximum(1_000)),
      z.array(z.string().check(nameText, z.minLength(1), z.maxLength(200))).check(z.minLength(1), z.maxLength(100)),
    ]),
  ),
  /**
   * widgets: 'demo' (widgets for some products of the account's orders, one gallery entry, and one
   * order on hold for review; needs orders)
   */
  widgets: z.optional(z.literal('demo')),
  /**
   * albums, newest first: each holds that many of the account's most recently uploaded photos (a
   * library with fewer first gets generated photos; docs/PHOTOS.md "Albums")
   */
  albums: z.optional(z.array(z.object({ name: AlbumName, photos: albumPhotoCount })).check(z.maxLength(200))),
  /**
   * a photo library not active yet (docs/PHOTOS.md "Activation import"): the import brings in the
   * photos of the account's orders; its first `importFailures` imports fail (import-error)
   */
  activation: z.optional(
    z.object({
      status: z.literal('NOT_ACTIVE'),
      importFailures: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(10)), 0),
    }),
  ),
});
/** `id` is the account id (the token's `sub`), beyond the contract's `{email, password}`. */
export const TestAccount = z.object({ id: z.string(), email: z.email(), password: z.string() });

/**
 * `POST /__sandbox/shared-albums`: an album of `owner` shared with the participants (accounts by
 * e-mail), holding the owner's `photos` most recently uploaded photos and each participant's
 * `photos` of theirs, as each of them added their own. Answers the album's id (201).
 */
export const SharedAlbumSeedRequest = z.object({
  owner: z.email(),
  name: AlbumName,
  photos: albumPhotoCount,
  participants: z.array(z.object({ email: z.email(), photos: albumPhotoCount })).check(z.minLength(1), z.maxLength(20)),
});
export type SharedAlbumSeedRequest = z.infer<typeof SharedAlbumSeedRequest>;
export const SharedAlbumSeedResult = z.object({ albumId: z.string() });

/** The sandbox mailbox (`GET /__sandbox/mailbox.json`): every mail the services sent, newest first. */
/** widgetShare: a widget shared by e-mail (its link opens the shared product's picture). */
export const MailKind = z.enum(['emailChange', 'deleteAccount', 'doubleOptIn', 'widgetShare']);
export type MailKind = z.infer<typeof MailKind>;
export const SandboxMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  kind: MailKind,
  /** the confirmation link, on the origin of the brand host the request came from */
  link: z.string(),
  sentAt: z.string(),
});
export type SandboxMail = z.infer<typeof SandboxMail>;
export const Mailbox = z.object({ mails: z.array(SandboxMail) });
export type Mailbox = z.infer<typeof Mailbox>;

/** `POST /__sandbox/tokens/expire`: expires every confirmation token of an e-mail address. */
export const ExpireTokensRequest = z.object({ email: z.string().check(lineText, z.minLength(1), z.maxLength(320)) });
export const ExpireTokensResult = z.object({ expired: z.number().check(z.int(), z.minimum(0)) });

/**
 * `POST /__sandbox/orders/status`: moves a super order and its products to a status, as the shop's
 * production would (e.g. into production while its delivery address form is open).
 */
export const OrderStatusChange = z.object({
  orderCode: z.string().check(lineText, z.minLength(1), z.maxLength(100)),
  status: z.enum(ORDER_STATUS_STRINGS),
});
export type OrderStatusChange = z.infer<typeof OrderStatusChange>;

/**
 * POST /__sandbox/push (a test tool): any text, as it is, to every authenticated push socket of the
 * account, e.g. a forged or malformed message the app must ignore (S1 §4); kept like a message
 * (PUSH_UNDELIVERED_KEEP_MS) when no socket is there.
 */
export const PushRawRequest = z.object({
  accountId: z.string().check(z.minLength(1), z.maxLength(100)),
  text: z.string().check(z.maxLength(60_000)),
});
export type PushRawRequest = z.infer<typeof PushRawRequest>;

/** Its answer: how many sockets got the text now (0: it is kept for the next one). */
export const PushRawResult = z.object({ sockets: z.number().check(z.int(), z.nonnegative()) });
export type PushRawResult = z.infer<typeof PushRawResult>;

/**
 * POST /__sandbox/archive-builds (a test tool): `held: true` makes the account's archive builds
 * wait after announcing `download-started` until `held: false` lets them go on (a forged push
 * message then certainly arrives while the app waits for the real `download-finished`).
 */
export const ArchiveBuildHoldRequest = z.object({
  accountId: z.string().check(z.minLength(1), z.maxLength(100)),
  held: z.boolean(),
});
export type ArchiveBuildHoldRequest = z.infer<typeof ArchiveBuildHoldRequest>;

/** Its answer: whether the account's builds are held now, and how many are waiting. */
export const ArchiveBuildHoldResult = z.object({
  held: z.boolean(),
  waiting: z.number().check(z.int(), z.nonnegative()),
});
export type ArchiveBuildHoldResult = z.infer<typeof ArchiveBuildHoldResult>;
