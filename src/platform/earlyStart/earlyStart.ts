// The early start: a small classic script that index.html runs before the app's bundle has even
// arrived (scripts/earlyStartScript.ts compiles this file into it). It sends the requests a start
// waits for and that need nothing from the app, each as soon as what it needs is there:
//   GET /config.json and, at once beside it, POST <session>/refresh → GET <customer>/customers/me
//   (every signed-in page asks for the customer record); once config.json has answered, the two
//   loads the app's first render waits for on every page, the brand's locale file
//   (GET /locales/<locale>.json) and its channel's public configuration (GET <publicConfig>/<channel>),
//   the brand found from the host name as the app finds it; on the settings page (/settings) also
//   GET <customer>/customers/me/addresses and …/payment-methods; on the photo timeline
//   (/my-photos/photos) also GET <photos>/users/timeline and <photos>/users → the first page of the
//   first month (beside the counts when the last start found that month first:
//   FIRST_MONTH_STORAGE_KEY); on the albums tab (/my-photos/albums) GET <photos>/users and the
//   first page of albums; on the orders page (/orders) GET <orders>/v2/superorders/me, its first
//   page, and beside it the delivery cutoff banner's GET <orders>/v1/ArticleGroup →
//   GET <orders>/v1/Campaign/:name for each campaign the groups name (the banner sits above the
//   list: drawn after it, it would push the list down under the customer's finger); on an order's
//   page (/orders/:orderCode) GET <orders>/v1/superorders/:orderCode.
// On both photo pages, in a wide window on a link that is not slow, it then fetches the first view's
// pictures (the first month page's thumbnails, the first albums' covers) into the page's image cache,
// in the size the grid will ask for: the grid's <img> elements find them there, on their way or
// arrived, instead of asking only once the app has started and drawn the page.
// Each page's first data request leaves this way before anything that may wait
// (docs/PERFORMANCE.md).
// The refresh does not wait for config.json: the build passes in the service bases config.json had
// then (it is a build asset, served as built). Waiting for it cost a round trip and, worse, a turn
// of the main thread, which is busy evaluating the app's modules until they are all run.
// The app takes their responses (earlyRequests.ts) when it sends the same request (same method and
// URL) and handles them exactly as its own: the same ky client, status handling, zod schemas and
// error model. A request the app does not send (it chose otherwise) is simply left unused. Without
// this, these requests left one after the other only once the shell had been parsed and run, each
// behind whatever the main thread was busy with (docs/PHOTOS.md, "Start-up").
//
// This file must stay self-contained (no imports but types): it is compiled alone into a classic
// script. The app imports these constants from here, so that there is one source for each; the
// photo guesses (sort, month order, page size) are checked against the app by
// tests/unit/platform/earlyStart.test.ts.

/** Where the early start leaves its requests for the app (a property of window). */
export const EARLY_START_KEY = '__myAccountEarlyStart';
/** navigator.locks name: two tabs refresh one at a time (a reused refresh token revokes the grant). */
export const REFRESH_LOCK_NAME = 'mya-session-refresh';
/** The session endpoint's readable marker of a session (SIGNED_IN_COOKIE of schemas/session.ts). */
export const SIGNED_IN_MARKER = 'mya_signed_in';

/**
 * Loads the browser's Intl data (ICU's shared data and the time zone's) by making one formatter.
 * The first Intl formatter a page makes costs 15–50 ms of main thread here (4× that on a slow
 * phone), whichever it is and in whichever language; those after it a millisecond or two.
 * runEarlyStart runs this once every early request has left: not in front of a request of the
 * chain, and not in the render that draws the page, whose first formatter (an order's date, a tab's
 * count) made it there before and lengthened that task (docs/PERFORMANCE.md "Intl's data while the
 * shell downloads"). Not at the hold either: an answer of the chain that comes meanwhile (the
 * session refresh's, which the page's first data waits for) would wait for it.
 */
export function loadIntlData(): void {
  new Intl.DateTimeFormat().resolvedOptions();
}

/** Whether the page's cookies hold the session marker: without it there is no session to restore. */
export function hasSignedInMarker(cookie: string): boolean {
  return cookie.split(';').some((pair) => pair.trim().startsWith(`${SIGNED_IN_MARKER}=`));
}

/** The sign-in callback: there the app redeems a code instead of restoring a session. */
export const AUTH_CALLBACK_PATH = '/auth/callback';
/** Local storage key prefix of the photo sort per view (src/features/photos/wiring/sortStorage.ts). */
export const SORT_STORAGE_PREFIX = 'mya.photos.sort.';
/**
 * Local storage key of the timeline's first month as the last counts named it (`firstMonthEntry`;
 * kept by this script on a start of the timeline page, and by the app's timeline whenever its counts
 * answer). On the next start the early start sends that month's first page beside the counts
 * instead of after them, a round trip sooner: a library's newest (or oldest) month seldom changes
 * between two visits. The counts decide: a month they do not name first is cancelled and theirs sent.
 * It holds a month and nothing else, not whose it is: the page is asked for with the signed-in
 * customer's own token, so another customer signed in on the same browser gets their own photos of
 * that month, or a request cancelled when their counts answer. Like the saved sort, signing out
 * leaves it.
 */
export const FIRST_MONTH_STORAGE_KEY = 'mya.photos.firstMonth';
/** What FIRST_MONTH_STORAGE_KEY holds for a month ('<year>/<month>') first in a sort order: `desc 2026/12`. */
export const firstMonthEntry = (order: string | null, month: string) => `${order} ${month}`;
/** The photo timeline page, where the photo library's first requests are sent early too. */
const PHOTO_TIMELINE_PATH = /^\/my-photos\/photos\/?$/;
/** A month section's first page (S1 §2: 24 photos per month section). */
const FIRST_PAGE_LIMIT = 24;
/** The albums tab, whose first page of albums is sent early too. */
const ALBUMS_PATH = /^\/my-photos\/albums\/?$/;
/** The albums tab's first page (ALBUMS_FIRST_PAGE_SIZE of schemas/tunables.ts: the 'New album' tile takes a slot). */
export const FIRST_ALBUMS_PAGE_LIMIT = 49;
/** The settings page, whose addresses and payment methods are sent early too. */
const SETTINGS_PATH = /^\/settings\/?$/;
/**
 * An order's page (/orders/:orderCode), whose order is sent early too. The code is taken as the
 * address writes it: the app encodes the code it decoded, the same for an order code. Not its
 * delivery dates: the app asks for them only once the order has come, and an early answer nobody
 * takes keeps its request open (Chromium reads a fetch's body only when asked to).
 */
const ORDER_PATH = /^\/orders\/([^/]+)$/;
/** The orders page, whose first page of orders is sent early too. */
const ORDERS_PATH = /^\/orders\/?$/;
/** The orders page's page size (SUPER_ORDERS_FETCH_LIMIT of schemas/tunables.ts). */
export const FIRST_ORDERS_PAGE_LIMIT = 100;

/**
 * The window width from which the early start fetches the first view's pictures: the large
 * breakpoint band and up, where the photo grid shows its 800 px thumbnails (thumbnailSizeOf in
 * src/features/photos/grid/layout.ts). A narrower window is most often a phone, whose link is what
 * the start waits for: there the page's code comes first, and the pictures when the page asks for
 * them (Lighthouse's mobile audit on a slow 4G link: the 24 early thumbnails' 190 KB put the
 * timeline's first paint a second later). Nor are they fetched early on a link the browser calls
 * slow (2g, 3g) or when the customer asked to save data.
 */
export const EARLY_PICTURES_FROM_PX = 1024;
/** The grid's thumbnail size in a window that wide. */
const EARLY_PICTURE_SIZE = '800';
/** The albums tab's cards in its first view (AlbumsPage): their covers are fetched early. */
export const FIRST_VIEW_ALBUM_COVERS = 6;

/** One request sent early: its method and absolute URL, and the response on its way. */
export interface EarlyRequest {
  method: string;
  url: string;
  response: Promise<Response>;
  /**
   * Cancels the request (a GET's). The app calls it when it gives up on the answer (its timeout, a
   * left page): a request left running would hold its connection, and Chromium's cache lets a
   * second request for the same URL (the customer's Try again) wait until the first one ends.
   */
  abort?: () => void;
}

/**
 * One of the page's first data requests, once sent (null: not sent); or a list of them that the
 * answer of an earlier one names (the cutoff banner's campaigns), once that answer has been read.
 */
export type EarlyCandidate = Promise<EarlyRequest | readonly EarlyRequest[] | null>;

/** The early start's requests. */
export interface EarlyRequests {
  config: Promise<EarlyRequest | null>;
  sessionRefresh: Promise<EarlyRequest | null>;
  /** the brand's locale file and its channel's public configuration, which the first render waits for */
  startUp: readonly EarlyCandidate[];
  /** the page's first data, in the order sent; the app takes each by its method and URL */
  data: readonly EarlyCandidate[];
}

/** What the early start leaves: its requests, and the pictures it fetched early. */
export interface EarlyStart extends EarlyRequests {
  /** the URLs of the pictures fetched into the image cache, once their page has answered */
  pictures: Promise<readonly string[]>;
  /** the brand's locale, once config.json has answered; null when it is not found */
  locale: Promise<string | null>;
}

/** The part of navigator.locks the early start uses. */
export interface EarlyLocks {
  request(name: string, callback: () => Promise<void>): Promise<unknown>;
}

/** What the early start uses of the window (the window itself in the browser). */
export interface EarlyStartEnvironment {
  location: { origin: string; pathname: string };
  fetch: typeof fetch;
  navigator?: { locks?: EarlyLocks; connection?: { effectiveType?: string; saveData?: boolean } };
  localStorage?: Pick<Storage, 'getItem' | 'setItem'>;
  /** runs a task later; without it what the early start does ahead of time is done when needed */
  setTimeout?: (task: () => void, ms?: number) => unknown;
  /** the page's cookies; without a document (not a browser) the marker is not asked for */
  document?: { cookie: string };
  /** makes a picture element (the window's Image); without it no picture is fetched early */
  Image?: new () => { src: string; fetchPriority: string };
  /** the window's media queries: whether the window is wide enough for early pictures */
  matchMedia?: (query: string) => { matches: boolean };
}

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, name) : undefined;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** A service's base URL from config.json's `services`, absolute and ending in '/'. */
function serviceBase(config: unknown, service: string, origin: string): string | null {
  const base = text(field(field(config, 'services'), service));
  if (base === null) return null;
  const absolute = new URL(base, origin).href;
  return absolute.endsWith('/') ? absolute : `${absolute}/`;
}

const LOCALHOST_SUFFIX = '.localhost';

/**
 * The brand's locale and channel for a host name, by the app's rules (resolveHost of
 * src/platform/brand/resolveHost.ts, which tests/unit/platform/earlyStart.test.ts compares it with
 * for every host of public/config.json): the row of the host table by its host, else by its
 * internal host, also once a `.localhost` suffix is stripped; the default host's row for any other
 * name (loopback, an unknown host). Null for a host that moves to another (the page is left) and for
 * a table without the row's fields.
 */
export function brandOf(config: unknown, hostname: string): { locale: string; channel: string } | null {
  const hosts = field(config, 'hosts');
  if (!Array.isArray(hosts)) return null;
  // a URL's host name, lower case already; a final dot is dropped as the app does
  const name = hostname.replace(/\.$/, '');
  const rowOf = (wanted: unknown) =>
    hosts.find((row) => field(row, 'host') === wanted) ?? hosts.find((row) => field(row, 'internalHost') === wanted);
  const found = rowOf(name) ?? (name.endsWith(LOCALHOST_SUFFIX) ? rowOf(name.slice(0, -LOCALHOST_SUFFIX.length)) : undefined);
  const row: unknown = found ?? hosts.find((candidate) => field(candidate, 'host') === field(config, 'defaultHost')) ?? hosts[0];
  const redirect = field(row, 'redirectTo');
  const locale = text(field(row, 'locale'));
  const channel = text(field(row, 'channel'));
  if ((found && redirect !== undefined && redirect !== field(row, 'host')) || !locale || !channel) return null;
  return { locale, channel };
}

/** The JSON body of a successful response, read from a copy (the app reads the response itself). */
function jsonOf(response: Response): Promise<unknown> {
  return response.ok ? response.clone().json() : Promise.resolve(null);
}

/** The JSON body of a request's successful answer; null when it was not sent or failed. */
function answerOf(request: Promise<EarlyRequest | null>): Promise<unknown> {
  return request.then((sent) => (sent ? sent.response.then(jsonOf) : null));
}

/** A service's base and the session's authorization header; null without either. */
type SignedInService = Promise<{ base: string; headers: Record<string, string> } | null>;

/**
 * The sort order of the photos view's timeline as the app will read it; null when the saved sort
 * is not a date-taken sort (the app shows the flat list then, which is not guessed).
 */
function timelineSortOrder(storage: Pick<Storage, 'getItem'> | undefined): 'asc' | 'desc' | null {
  let saved: unknown = null;
  try {
    saved = JSON.parse(storage?.getItem(`${SORT_STORAGE_PREFIX}photos`) ?? 'null');
  } catch {
    // unreadable: the view's default
  }
  const key = field(saved, 'sortKey');
  const order = field(saved, 'sortOrder');
  // the view's default when nothing valid is saved: date taken, newest first
  if (!/^(dateTaken|created|uploaded)$/.test(`${key}`) || (order !== 'asc' && order !== 'desc')) return 'desc';
  return key === 'dateTaken' ? order : null;
}

/**
 * The first month of the timeline counts (year → month → count) in the sort order, as
 * '<year>/<month>' (the month page's path); '' when no month has a photo. Anything that is not a
 * count of photos is passed over: the answer has not been checked yet.
 */
function firstMonth(counts: unknown, order: 'asc' | 'desc'): string {
  let first = '';
  let firstKey = order === 'desc' ? 0 : Infinity;
  for (const [year, months] of Object.entries(Object(counts)))
    for (const [month, count] of Object.entries(Object(months))) {
      const key = Number(year) * 100 + Number(month);
      if (typeof count === 'number' && count > 0 && (order === 'desc' ? key > firstKey : key < firstKey)) {
        first = `${Number(year)}/${Number(month)}`;
        firstKey = key;
      }
    }
  return first;
}

/** A picture's URL as the services give it: absolute http(s) only, anything else is not fetched. */
function pictureUrl(value: unknown): string | null {
  const url = text(value);
  return url !== null && /^https?:\/\//.test(url) ? url : null;
}

/** The URL the grid shows for a photo: its thumbnail of `size`, else the photo (thumbnailUrl of PhotoItem). */
function thumbnailOf(image: unknown, size: string): string | null {
  const thumbnails = field(image, 'thumbnails');
  const thumbnail = Array.isArray(thumbnails) ? thumbnails.find((candidate) => field(candidate, 'id') === size) : undefined;
  return pictureUrl(field(thumbnail, 'url')) ?? pictureUrl(field(image, 'url'));
}

/** The items of a page's list field (`images`, `albums`), the first `count` of them. */
function firstItems(body: unknown, name: string, count: number): unknown[] {
  const items = field(body, name);
  return Array.isArray(items) ? items.slice(0, count) : [];
}

/**
 * The service bases of config.json at build time (only those the early start uses). Without them
 * (or without one of them) the early start reads them from config.json when it answers.
 */
export interface BuiltServices {
  session?: string;
  customer?: string;
  photos?: string;
  orders?: string;
}

/** Sends the early requests. Never throws; a failed request fails for the app when it takes it. */
export function earlyStart(env: EarlyStartEnvironment, built: BuiltServices = {}): EarlyStart {
  const { origin, pathname } = env.location;
  const path = pathname.replace(/\/+$/, '') || '/';
  const sent = (request: EarlyRequest): EarlyRequest => {
    // The body is read at once, into a copy: Chromium reads a fetch's body only when asked to, and
    // an answer the app never takes (a section it did not draw) would keep its request open. Nobody
    // may be there to take a failure either (a start that never asks, e.g. with storage blocked).
    request.response.then((answer) => answer.clone().arrayBuffer()).catch(() => undefined);
    return request;
  };
  const get = (url: string, headers: Record<string, string> = {}): EarlyRequest => {
    // every browser the app supports has AbortController (it needs navigator.locks, which came later)
    const controller = new AbortController();
    const init: RequestInit = {
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...headers },
      signal: controller.signal,
    };
    return sent({ method: 'GET', url, response: env.fetch(url, init), abort: () => controller.abort() });
  };
  const none = Promise.resolve(null);
  /** what is sent: config.json, the session refresh, the start-up loads, the page's first data and pictures */
  const requests = (
    sessionRefresh: Promise<EarlyRequest | null>,
    data: readonly EarlyCandidate[] = [],
    pictures: Promise<readonly string[]> = Promise.resolve([]),
  ): EarlyStart => ({ config: Promise.resolve(configRequest), sessionRefresh, startUp, data, pictures, locale });
  const link = env.navigator?.connection;
  /** whether this window and link fetch the first view's pictures early (EARLY_PICTURES_FROM_PX) */
  const picturesEarly =
    env.matchMedia?.(`(min-width: ${EARLY_PICTURES_FROM_PX}px)`).matches === true &&
    !link?.saveData &&
    !/2g|3g/.test(link?.effectiveType ?? '');
  /**
   * Fetches the pictures `pick` finds in a page's answer into the image cache, at once and before
   * the page's other pictures (each element is kept by the browser until its picture has come).
   */
  const fetchPictures = (page: Promise<EarlyRequest | null>, pick: (body: unknown) => (string | null)[]): Promise<readonly string[]> => {
    const Picture = env.Image;
    // not even the page's answer is read for them then
    if (!Picture || !picturesEarly) return Promise.resolve([]);
    return answerOf(page)
      .then((body) => {
        if (body === null) return [];
        const urls = [...new Set(pick(body).filter((url) => url !== null))];
        for (const url of urls) {
          const picture = new Picture();
          picture.fetchPriority = 'high';
          picture.src = url;
        }
        return urls;
      })
      .catch(() => []);
  };

  const configRequest = get(new URL('/config.json', origin).href);
  const config = configRequest.response.then(jsonOf).catch(() => null);
  // The brand's locale and its channel's public configuration, which the app's first render waits
  // for on every page: sent once config.json has answered (its host table and the public
  // configuration's base), not once the shell has come and run. Unauthenticated.
  const brand = config.then((body) => {
    const found = brandOf(body, new URL(origin).hostname);
    const publicConfig = serviceBase(body, 'publicConfig', origin);
    return found && publicConfig !== null ? { ...found, publicConfig } : null;
  });
  const fromBrand = (url: (found: { locale: string; channel: string; publicConfig: string }) => string): EarlyCandidate =>
    brand.then((found) => (found ? get(url(found)) : null)).catch(() => null);
  const locale = brand.then((found) => found?.locale ?? null).catch(() => null);
  const startUp = [
    fromBrand(({ locale }) => `${origin}/locales/${encodeURIComponent(locale)}.json`),
    fromBrand(({ publicConfig, channel }) => publicConfig + encodeURIComponent(channel)),
  ];
  if (path === AUTH_CALLBACK_PATH) {
    return requests(none);
  }

  const builtConfig = { services: built };
  /** a service's base from the build when it has one, else from config.json once it answers */
  const baseOf = (service: keyof BuiltServices): Promise<string | null> => {
    const base = serviceBase(builtConfig, service, origin);
    return base !== null ? Promise.resolve(base) : config.then((body) => serviceBase(body, service, origin));
  };
  const refreshWith = (base: string | null): EarlyRequest | null => {
    if (base === null) return null;
    const url = new URL('refresh', base).href;
    const send = () => {
      const response = env.fetch(url, { method: 'POST', credentials: 'same-origin', headers: { accept: 'application/json' } });
      refreshLeft();
      return response;
    };
    const locks = env.navigator?.locks;
    // Under the same lock as every refresh of the app, held until the answer is in.
    const response = locks
      ? new Promise<Response>((resolve, reject) => {
          locks
            .request(REFRESH_LOCK_NAME, () =>
              send()
                .then(resolve, reject)
                .then(() => undefined),
            )
            .catch(reject);
        })
      : send();
    return sent({ method: 'POST', url, response });
  };
  let refreshLeft = (): void => undefined;
  /** settles once the session refresh has left (it waits for the refresh lock first) */
  const whileRefreshing = new Promise<void>((resolve) => {
    refreshLeft = resolve;
  });
  const builtSession = serviceBase(builtConfig, 'session', origin);
  // Sent in this very turn when the build knows where (before the app's modules take the thread),
  // and only when the session marker says there may be a session.
  let sessionRefresh: Promise<EarlyRequest | null>;
  try {
    sessionRefresh = !(env.document === undefined || hasSignedInMarker(env.document.cookie))
      ? none
      : builtSession !== null
        ? Promise.resolve(refreshWith(builtSession))
        : baseOf('session')
            .then(refreshWith)
            .catch(() => null);
  } catch {
    sessionRefresh = none;
  }

  /** a service's base with the refreshed session's bearer token, once both are there; null without either */
  const signedIn = (service: keyof BuiltServices): SignedInService =>
    Promise.all([baseOf(service), answerOf(sessionRefresh)])
      .then(([base, session]) => {
        const token = text(field(session, 'accessToken'));
        return base === null || token === null ? null : { base, headers: { authorization: `Bearer ${token}` } };
      })
      .catch(() => null);
  /** GET `path` of a signed-in service; not sent without the service or the session */
  const getFrom = (service: SignedInService, path: string): Promise<EarlyRequest | null> =>
    service.then((signed) => (signed ? get(signed.base + path, signed.headers) : null)).catch(() => null);

  // The customer record, which every signed-in page asks for (the header, the business banner).
  const customerService = signedIn('customer');
  const customer = getFrom(customerService, 'customers/me');

  if (SETTINGS_PATH.test(path)) {
    const addresses = getFrom(customerService, 'customers/me/addresses');
    const paymentMethods = getFrom(customerService, 'customers/me/payment-methods');
    return requests(sessionRefresh, [customer, addresses, paymentMethods]);
  }

  if (ORDERS_PATH.test(path)) {
    const orders = signedIn('orders');
    // the early start's queries are written out: none of their values needs encoding
    const firstOrdersPage = getFrom(orders, `v2/superorders/me?Offset=0&Limit=${FIRST_ORDERS_PAGE_LIMIT}&OrderState=notExpired`);
    const articleGroups = getFrom(orders, 'v1/ArticleGroup');
    // each distinct campaign name of the groups (campaignNamesOf of src/features/orders/model/cutoff.ts)
    const cutoffCampaigns = Promise.all([orders, answerOf(articleGroups)])
      .then(([service, body]) => {
        const names = new Set(firstItems(body, 'articleGroups', Infinity).map((group) => text(field(group, 'campaignName'))));
        return [...names].flatMap((name) =>
          service && name !== null ? [get(`${service.base}v1/Campaign/${encodeURIComponent(name)}`, service.headers)] : [],
        );
      })
      .catch(() => []);
    return requests(sessionRefresh, [customer, firstOrdersPage, articleGroups, cutoffCampaigns]);
  }

  const orderCode = ORDER_PATH.exec(path)?.[1];
  if (orderCode !== undefined) {
    return requests(sessionRefresh, [customer, getFrom(signedIn('orders'), `v1/superorders/${orderCode}`)]);
  }

  if (ALBUMS_PATH.test(path)) {
    const albums = signedIn('photos');
    const photoSummary = getFrom(albums, 'users');
    const firstAlbumsPage = getFrom(albums, `albums?limit=${FIRST_ALBUMS_PAGE_LIMIT}`);
    const pictures = fetchPictures(firstAlbumsPage, (body) =>
      firstItems(body, 'albums', FIRST_VIEW_ALBUM_COVERS).map((album) => {
        const cover = field(album, 'coverPhoto');
        return cover ? thumbnailOf(cover, EARLY_PICTURE_SIZE) : null;
      }),
    );
    return requests(sessionRefresh, [customer, photoSummary, firstAlbumsPage], pictures);
  }

  if (!PHOTO_TIMELINE_PATH.test(path)) return requests(sessionRefresh, [customer]);

  // The saved sort is read from local storage, whose first use in a page waits for the browser to
  // load the site's storage (some 30 ms of main thread here): in a task of its own while the refresh
  // travels, not in this script's turn, which would hold back the requests it sends.
  let saved: 'asc' | 'desc' | null | undefined;
  const sortOrder = () => (saved === undefined ? (saved = timelineSortOrder(env.localStorage)) : saved);
  void whileRefreshing.then(() => env.setTimeout?.(sortOrder));
  // the photo requests only with a date-taken sort saved (the flat list is not guessed)
  const photos = signedIn('photos').then((service) => (service && sortOrder() !== null ? service : null));
  const timelineCounts = getFrom(photos, 'users/timeline');
  const photoSummary = getFrom(photos, 'users');
  /** keeps `value` as the first month (FIRST_MONTH_STORAGE_KEY) and answers what is kept; '' when storage is refused */
  const keptMonth = (value?: string): string => {
    try {
      if (value !== undefined) env.localStorage?.setItem(FIRST_MONTH_STORAGE_KEY, value);
      return env.localStorage?.getItem(FIRST_MONTH_STORAGE_KEY) ?? '';
    } catch {
      return '';
    }
  };
  /** what is kept for `month` ('<year>/<month>') as the first month of the timeline in the saved sort */
  const keyOf = (month: string) => firstMonthEntry(sortOrder(), month);
  const monthUrl = (base: string, month: string) =>
    `${base}photos/timeline/${month}?limit=${FIRST_PAGE_LIMIT}&sortKey=dateTaken&sortOrder=${sortOrder()}`;
  // The first month's page as the last start found it in this sort, sent beside the counts. (A
  // failure here fails the first month's page below, which answers null then.)
  const guess = photos.then((service) => {
    const kept = keptMonth();
    const month = kept.split(' ')[1] ?? '';
    return service && /^\d{4}\/\d\d?$/.test(month) && kept === keyOf(month) ? get(monthUrl(service.base, month), service.headers) : null;
  });
  const firstMonthPage = Promise.all([photos, answerOf(timelineCounts), guess])
    .then(([service, counts, guessed]) => {
      const order = sortOrder();
      const month = order ? firstMonth(counts, order) : '';
      const url = service && month ? monthUrl(service.base, month) : null;
      if (guessed?.url === url) return guessed;
      guessed?.abort?.();
      // kept for the next start; an empty library forgets its month
      if (counts !== null) keptMonth(month && keyOf(month));
      return service && url !== null ? get(url, service.headers) : null;
    })
    .catch(() => null);
  const pictures = fetchPictures(firstMonthPage, (body) =>
    firstItems(body, 'images', FIRST_PAGE_LIMIT).map((image) => thumbnailOf(image, EARLY_PICTURE_SIZE)),
  );
  return requests(sessionRefresh, [customer, timelineCounts, photoSummary, firstMonthPage], pictures);
}

/**
 * Settles once every request the early start sends has left: the start-up loads, the page's first
 * data and its early pictures (one it does not send counts as left). config.json and the session
 * refresh leave before any of them: they wait for config.json's answer or the refresh's.
 */
export function allSent(early: EarlyStart): Promise<void> {
  return Promise.allSettled([...early.startUp, ...early.data, early.pictures]).then(() => undefined);
}

/**
 * The longest the app's code waits for the early start's requests to leave (ms from the early
 * start's run): a slow service holds the page's frame no longer than that.
 */
export const APP_START_HOLD_MS = 400;

/** A module script of the app, which the early start adds to start the app's code. */
export interface AppScript {
  type: string;
  crossOrigin: string | null;
  src: string;
}
/** A module the early start preloads (`<link rel="modulepreload">`): the brand's date-fns locale. */
export interface AppPreload {
  rel: string;
  crossOrigin: string | null;
  href: string;
}

/**
 * Preloads the date-fns locale's chunk of `locale` named by the early start's data-date-locales
 * entries (`en-GB=/assets/….js`), the default's (`*=`) for a locale without one; nothing without a
 * locale or an entry.
 */
function preloadDateLocale(page: AppDocument | undefined, entries: readonly string[], locale: string | null): void {
  const entryOf = (key: string) => entries.find((entry) => entry.startsWith(`${key}=`));
  const entry = locale === null ? undefined : (entryOf(locale) ?? entryOf('*'));
  const head = page?.head;
  if (!entry || !page || !head) return;
  const preload = page.createElement('link');
  preload.rel = 'modulepreload';
  preload.crossOrigin = '';
  preload.href = entry.slice(entry.indexOf('=') + 1);
  head.append(preload);
}

/** What starting the app's code uses of the page's document. */
export interface AppDocument {
  /**
   * the early start's own script element, while it runs: its data-app attribute names the app's
   * module scripts; on a page whose screen waits for the date-fns locale, its data-date-locales
   * attribute names each locale's chunk (`en-GB=/assets/….js …`, `*=` the default's)
   */
  currentScript: { dataset: Partial<Record<string, string>> } | null;
  createElement(tagName: 'script'): AppScript;
  createElement(tagName: 'link'): AppPreload;
  head: { append(node: AppScript | AppPreload): void } | null;
}

/**
 * The early start script's run (scripts/earlyStartScript.ts): sends the early requests and leaves
 * them under EARLY_START_KEY, then starts the app's code once they have all left, or after
 * APP_START_HOLD_MS. Every request in the chain leaves once the answer before it has been read,
 * in a turn of the main thread; the app's code, run as soon as it had come, held the thread for
 * 50–100 ms at a time (its modules' evaluation, its first render), and each answer that came in
 * the while waited (docs/PERFORMANCE.md "The app's code after the early requests"). index.html
 * preloads the entry module (`<link rel="modulepreload">`: fetched and compiled, not run); this adds
 * the module scripts that run it, named by the script's data-app attribute. Once every request has
 * left it also loads the browser's Intl data, which the first render needs (loadIntlData). The app
 * starts whatever the early start does: a failure there leaves the app to send its own requests.
 */
export function runEarlyStart(win: EarlyStartEnvironment & { document?: AppDocument }, built: BuiltServices = {}): void {
  const page = win.document;
  // read in the script's own turn: the element is the current script only while it runs
  const dataset = page?.currentScript?.dataset;
  const sources = (dataset?.app ?? '').split(' ').filter(Boolean);
  const dateLocales = (dataset?.dateLocales ?? '').split(' ');
  let started = false;
  const startApp = () => {
    if (started) return;
    started = true;
    const head = page?.head;
    if (page && head) {
      for (const src of sources) {
        const script = page.createElement('script');
        script.type = 'module';
        script.crossOrigin = '';
        script.src = src;
        head.append(script);
      }
    }
  };
  win.setTimeout?.(startApp, APP_START_HOLD_MS);
  try {
    const early = earlyStart(win, built);
    Reflect.set(win, EARLY_START_KEY, early);
    void allSent(early).then(() => {
      startApp();
      loadIntlData();
    });
    // the date-fns locale's chunk, which the screen waits for, once the brand's locale is known
    void early.locale.then((locale) => preloadDateLocale(page, dateLocales, locale));
  } catch {
    startApp();
  }
}
