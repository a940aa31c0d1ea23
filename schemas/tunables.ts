// The numbers the app runs by that are tuned rather than designed: page sizes, batch sizes, retries,
// delays and durations, each with where it comes from (the spec's constants, or DECISIONS where the
// spec leaves it open). Machines, the app and the sandbox read them from here.

/** A month section's first page of photos (S1 §9; DECISIONS 24). */
export const PHOTOS_PER_MONTH_SECTION = 24;
/** The rest of a month after '+N', and every page of GET /photos (S1 §9; DECISIONS 24). */
export const PHOTOS_PAGE_SIZE = 500;
/** The albums page's first page: the 'New album' tile takes a slot (DECISIONS 24). */
export const ALBUMS_FIRST_PAGE_SIZE = 49;
/** Every further albums page (DECISIONS 24). */
export const ALBUMS_PAGE_SIZE = 50;
/** Every page of shared albums (S1 §9). */
export const SHARED_ALBUMS_PAGE_SIZE = 50;

/** Photos per bulk delete request (DECISIONS 25). */
export const DELETE_CHUNK_SIZE = 100;
/** Retries of a failed delete chunk before the flow gives up (S1 §8; DECISIONS 25). */
export const DELETE_MAX_RETRIES = 3;
/** First back-off before a retry; each further retry waits twice as long (500, 1000, 2000 ms). */
export const DELETE_RETRY_BASE_DELAY_MS = 500;
/** Photos per add-to-album request (DECISIONS 25). */
export const ADD_TO_ALBUM_BATCH_SIZE = 100;
/** Photos per remove-from-album request (DECISIONS 25). */
export const REMOVE_FROM_ALBUM_BATCH_SIZE = 50;

/** A toast's time on screen unless told otherwise (S1 §2 Toasts; DECISIONS 26). */
export const DEFAULT_TOAST_DURATION_MS = 5_000;
/** 'Preparing download...' (DECISIONS 26). */
export const PREPARING_DOWNLOAD_TOAST_MS = 5_000;
/** 'Downloading photos' and 'Download failed' (DECISIONS 26). */
export const DOWNLOAD_TOAST_MS = 10_000;

/** Most photos one archive download may hold (S1 §5, §9): the button is disabled above it, the service answers 400. */
export const MAX_DOWNLOAD_PHOTOS = 100;
/** The push connection's lifetime after a download was created (S1 §4, §9). */
export const PUSH_CONNECTION_LIFETIME_MS = 1_800_000;
/**
 * How long a finished archive stays downloadable. The spec gives none; 24 hours (ours) outlives the
 * push connection's 30 minutes by far, so an archive announced as finished is there to fetch.
 */
export const ARCHIVE_EXPIRY_MS = 24 * 60 * 60 * 1_000;
/**
 * How long the push service keeps a message no socket of its account was there to receive (ours):
 * the app opens its socket after creating the download, so a quick archive's started and finished
 * may come first; they are handed to the account's next socket within this window.
 */
export const PUSH_UNDELIVERED_KEEP_MS = 60_000;
/** A push socket not authenticated by then is closed (ours). */
export const PUSH_AUTHENTICATE_TIMEOUT_MS = 10_000;

/** After import-finished the app waits this long before it asks the status again (S1 §4, §9). */
export const ACTIVATION_FINISH_WAIT_MS = 10_000;
/**
 * While an import runs the app asks its status this often (ours: the spec says Importing triggers
 * polling, not how often). The push socket usually says it first; polling ends it without one.
 */
export const ACTIVATION_POLL_MS = 3_000;

/** The access token is renewed when this share of its remaining lifetime has passed ("at 80 %"). */
export const RENEW_AT_SHARE = 0.8;
/** A service call that has not answered by then fails (the API edge's timeout). */
export const SERVICE_TIMEOUT_MS = 10_000;
/** The same error reported again within this window is sent once. */
export const ERROR_REPORT_DEDUPE_WINDOW_MS = 1_000;

/** Orders in-progress window, in calendar days in the customer's time zone, inclusive (S0 §9; DECISIONS 10). */
export const ORDER_IN_PROGRESS_DAYS = 30;
/** A dispatched product whose payment changed longer ago than this sends its order to history (S0 §9; DECISIONS 10). */
export const DISPATCHED_PAYMENT_DAYS = 14;
/** Page size of the fetch-all of GET /v2/superorders/me (S0 §7, §9; DECISIONS 11). */
export const SUPER_ORDERS_FETCH_LIMIT = 100;
/** The home overview's latest orders, GET /orders/byAccount (S0 §9; DECISIONS 11). */
export const ORDERS_BY_ACCOUNT_LIMIT = 10;
/** Orders shown per page of the orders page (DECISIONS 12). */
export const ORDERS_PER_PAGE = 10;
/** Page links either side of the current page in the orders pager: the spec's constant 3 (DECISIONS 12). */
export const ORDER_PAGER_SIBLINGS = 3;
/** Invoices per page: the spec's constant 10 (DECISIONS 12). */
export const INVOICES_PER_PAGE = 10;
/**
 * Product and map PDFs per page of the downloads page. The spec gives none; 10, like the invoices
 * (DECISIONS 12) and the orders, so that every document list of the account pages alike.
 */
export const PRODUCT_PDFS_PER_PAGE = 10;
/** Saved projects per page: the spec's constant 10 (S0 §4, §9). */
export const PROJECTS_PAGE_SIZE = 10;
/** The most saved projects one request of the projects service may ask for (ours). */
export const PROJECTS_LIMIT_MAX = 100;

/** A test callback the receiver has not answered by then is listed as timed out (the FTP integration's test callback). */
export const CALLBACK_TIMEOUT_MS = 5_000;
/** The test callbacks the FTP integration page lists, newest first. */
export const CALLBACK_DELIVERIES_SHOWN = 10;

/** The locales the spec lists (S0 §9: the survey widget's per-locale identifiers); en-GB is the default. */
export const SPEC_LOCALES = ['en-GB', 'nl-NL', 'es-ES', 'fr-FR', 'nl-BE', 'de-AT', 'it-IT', 'da-DK', 'pt-PT', 'nb-NO', 'sv-SE'] as const;

/** The print hand-off's overlay stays at least this long before the editor opens (S1 §4, §9). */
export const PRINT_HANDOFF_MIN_MS = 3_000;
/** The most photos one temp selection may hold (ours: the spec gives none; a library page's size times 20). */
export const TEMP_SELECTION_MAX_PHOTOS = 10_000;
/**
 * A photo whose shorter side has fewer pixels than this is named as too small for a good print
 * before the hand-off (ours: the spec has no such check). The prints' product PAP_910 is 102 × 152 mm;
 * at 150 dpi, the least a print shop calls good, its short side needs 102 / 25.4 × 150 ≈ 600 px.
 */
export const PRINT_MIN_SHORT_SIDE_PX = 600;

/** The push connection's first reconnect wait after its socket dropped while held (ours); each further attempt waits twice as long. */
export const PUSH_RECONNECT_BASE_DELAY_MS = 500;
/** The longest wait between two reconnect attempts of the push connection (ours). */
export const PUSH_RECONNECT_MAX_DELAY_MS = 8_000;
/**
 * How long an unfinished upload may wait for its next bytes before the storage service removes it
 * (tus expiration). The spec gives none; 24 hours (ours) lets a customer resume the next day.
 */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;
/** How often the storage service looks for expired uploads (ours). */
export const UPLOAD_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

// The upload in the app (machines/photos/upload, src/features/photos/upload; docs/PHOTOS.md "Upload (app)").
/** A finished upload's result on a small screen before the photos list (S1 §2 'Mobile upload redirect returns after 2 s', §9). */
export const MOBILE_REDIRECT_MS = 2_000;
/** One tus PATCH's bytes: progress and aborts happen at chunk boundaries (PITFALLS "tus uploads"); a cut connection loses at most one. */
export const UPLOAD_CHUNK_BYTES = 2 * 1024 * 1024;
/** Files sent at the same time. */
export const UPLOAD_CONCURRENCY = 3;
/** tus-js-client's waits before each retry of a failed request; it resumes from the server's offset. */
export const UPLOAD_RETRY_DELAYS_MS: readonly number[] = [0, 1_000, 3_000, 5_000];
