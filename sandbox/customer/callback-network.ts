import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { bareHost, hostProblem, isPublicAddress } from './callback-address';

/**
 * How a test callback reaches the customer's endpoint without being turned against the sandbox
 * or a network behind it:
 * - the URL is checked when saved (`callbackUrlProblem`, 400) and again when sent;
 * - its host name is resolved once, every address the answer holds must be public
 *   (./callback-address.ts), and the request then connects to that checked address (the URL's
 *   host still goes in `Host` and, for https, in the TLS server name), so a second DNS answer
 *   cannot swap in an inside address between the check and the connection;
 * - redirects are not followed: a 3xx is the receiver's answer;
 * - the sandbox's own callback receiver is a callback URL only with the test switch
 *   (SANDBOX_ALLOW_LOCAL_CALLBACKS=1, docs/CONTRACTS.md), and then only as itself: a loopback or
 *   `*.localhost` host, the port this sandbox listens on, the path
 *   `/__sandbox/callback-receiver/<name>`; it is reached on the address the sandbox listens on.
 */

/** One address a host name resolves to. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Where callbacks go out: the DNS and the address rule (tests replace either). */
export interface CallbackNetwork {
  /** every address the host name resolves to */
  lookup(hostname: string): Promise<ResolvedAddress[]>;
  /** whether a connection to this address may be made: public unicast addresses only */
  permits(address: ResolvedAddress): boolean;
}

export const systemNetwork: CallbackNetwork = {
  async lookup(hostname) {
    const found = await dnsLookup(hostname, { all: true, verbatim: true });
    return found.flatMap((entry): ResolvedAddress[] =>
      entry.family === 4 || entry.family === 6 ? [{ address: entry.address, family: entry.family }] : [],
    );
  },
  permits: (address) => isPublicAddress(address.address),
};

/** Where this sandbox itself listens (the own receiver's only address); null before it listens. */
export interface OwnListener {
  address: string;
  port: number;
}

/** How the customer service sends test callbacks (ServerOptions.callbacks). */
export interface CallbackSettings {
  /** the test switch: the sandbox's own callback receiver may be a callback URL */
  allowOwnReceiver: boolean;
  network: CallbackNetwork;
}

/** The URL, or null when the text is none. */
function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** The promise's value, or `fallback` once the signal aborts first. */
function until<T>(promise: Promise<T>, signal: AbortSignal, fallback: T): Promise<T> {
  if (signal.aborted) return Promise.resolve(fallback);
  return new Promise<T>((resolve) => {
    const abort = () => resolve(fallback);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', abort);
        resolve(value);
      },
      () => {
        signal.removeEventListener('abort', abort);
        resolve(fallback);
      },
    );
  });
}

const RECEIVER_PATH = /^\/__sandbox\/callback-receiver\/[A-Za-z0-9._-]{1,64}$/;
const loopbackHosts = new Set(['localhost', '127.0.0.1', '::1']);

/** Whether the URL names this sandbox's own callback receiver (whatever the switch says). */
export function isOwnReceiver(url: URL, ownPort: number | null): boolean {
  const host = bareHost(url);
  const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
  return (
    url.protocol === 'http:' &&
    (loopbackHosts.has(host) || host.endsWith('.localhost')) &&
    ownPort !== null &&
    port === ownPort &&
    url.username === '' &&
    url.password === '' &&
    url.search === '' &&
    RECEIVER_PATH.test(url.pathname)
  );
}

/**
 * Why a callback URL may not be saved, or null. `ownPort`: the port this sandbox answers on, for
 * the own receiver under the test switch.
 */
export function callbackUrlProblem(value: string, settings: CallbackSettings, ownPort: number | null): string | null {
  const url = parseUrl(value);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return 'Must be an http or https link';
  if (settings.allowOwnReceiver && isOwnReceiver(url, ownPort)) return null;
  return hostProblem(url);
}

/** What came back: the receiver's HTTP status, or none (not sent, no answer, any network failure). */
export type PostOutcome = { status: number } | { status: null };

const noAnswer: PostOutcome = { status: null };

const isOwnReceiverAllowed = (url: URL, settings: CallbackSettings, own: OwnListener | null) =>
  settings.allowOwnReceiver && isOwnReceiver(url, own?.port ?? null);

/** The address to connect to for the URL: the own listener, the checked literal, or a checked DNS answer; null: not allowed or not found. */
async function connectAddress(url: URL, settings: CallbackSettings, own: OwnListener | null, signal: AbortSignal): Promise<string | null> {
  if (isOwnReceiverAllowed(url, settings, own)) return own?.address ?? null;
  if (hostProblem(url) !== null) return null;
  const host = bareHost(url);
  const family = isIP(host);
  const addresses: ResolvedAddress[] =
    family === 4 || family === 6 ? [{ address: host, family }] : await until(settings.network.lookup(host), signal, []);
  // every answer must be allowed: a name that also points inside is refused as a whole
  if (addresses.length === 0 || !addresses.every((address) => settings.network.permits(address))) return null;
  return addresses[0]?.address ?? null;
}

/**
 * POSTs the body to the URL on a checked address, within `signal`; never follows a redirect and
 * never throws for the receiver's or the network's faults.
 */
export async function postCallback(
  target: { url: string; headers: Record<string, string>; body: string; signal: AbortSignal },
  settings: CallbackSettings,
  own: OwnListener | null,
): Promise<PostOutcome> {
  const url = parseUrl(target.url);
  if (!url) return noAnswer;
  const address = await connectAddress(url, settings, own, target.signal);
  if (address === null || target.signal.aborted) return noAnswer;
  const secure = url.protocol === 'https:';
  const host = bareHost(url);
  const send = secure ? httpsRequest : httpRequest;
  return new Promise<PostOutcome>((resolve) => {
    const outgoing = send(
      {
        host: address,
        port: url.port === '' ? undefined : Number(url.port),
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        // the own receiver is addressed as plain localhost (a `*.localhost` name need not be in the
        // host table); any other receiver by the URL's host
        headers: {
          ...target.headers,
          host: isOwnReceiverAllowed(url, settings, own) ? `localhost:${own?.port ?? ''}` : url.host,
          'content-length': String(Buffer.byteLength(target.body)),
        },
        // the certificate is checked against the URL's host, not the address connected to
        ...(secure && isIP(host) === 0 ? { servername: host } : {}),
        agent: false,
        signal: target.signal,
      },
      (response: IncomingMessage) => {
        resolve({ status: response.statusCode ?? 0 });
        response.destroy();
      },
    );
    outgoing.on('error', () => resolve(noAnswer));
    outgoing.end(target.body);
  }).then((outcome) => (outcome.status !== null && (outcome.status < 100 || outcome.status > 599) ? noAnswer : outcome));
}

/**
 * Where the sandbox listens, as a connectable address (a wildcard address becomes the loopback
 * one of its family); null before it listens.
 */
export function ownListener(address: ReturnType<Server['address']>): OwnListener | null {
  if (address === null || typeof address === 'string') return null;
  const wildcard: Record<string, string> = { '0.0.0.0': '127.0.0.1', '::': '::1' };
  return { address: wildcard[address.address] ?? address.address, port: address.port };
}
