import { PUSH_CLOSE, PUSH_SOCKETS_PER_ACCOUNT, pushMessageOf, type PushMessage } from '@schemas/push';
import { PUSH_UNDELIVERED_KEEP_MS } from '@schemas/tunables';

/** What the hub needs of a socket: sending a text, and closing it when the account has too many. */
export interface PushReceiver {
  send(text: string): void;
  close(code: number, reason: string): void;
}

/**
 * The push service's routing (docs/PHOTOS.md "Downloads and push socket"): the authenticated
 * sockets of each account, and each account's messages no socket was there to receive, kept for
 * PUSH_UNDELIVERED_KEEP_MS and handed to the account's next socket (the app opens its socket only
 * after creating a download, so a quick archive's started and finished may come first). A message
 * only ever reaches sockets authenticated as its own account. An account keeps at most
 * PUSH_SOCKETS_PER_ACCOUNT sockets: one more closes its oldest (PUSH_CLOSE.replaced).
 */
export class PushHub {
  private readonly sockets = new Map<string, Set<PushReceiver>>();
  private readonly undelivered = new Map<string, { at: number; text: string }[]>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Sends a message (checked against its schema first) to the account's sockets, or keeps it. */
  publish(accountId: string, message: PushMessage): void {
    const valid = pushMessageOf(message);
    if (!valid) throw new Error(`not a push message: ${JSON.stringify(message).slice(0, 200)}`);
    this.deliver(accountId, JSON.stringify(valid));
  }

  /**
   * Sends a text as it is, unchecked, like a message (the test tool POST /__sandbox/push: a forged
   * message the app must ignore). Answers how many sockets got it now (0: it is kept).
   */
  sendRaw(accountId: string, text: string): number {
    this.deliver(accountId, text);
    return this.socketCount(accountId);
  }

  private deliver(accountId: string, text: string): void {
    const receivers = this.sockets.get(accountId);
    if (receivers && receivers.size > 0) {
      for (const receiver of receivers) receiver.send(text);
      return;
    }
    this.forgetStale();
    const kept = this.fresh(accountId);
    kept.push({ at: this.now(), text });
    this.undelivered.set(accountId, kept);
  }

  /** Adds an authenticated socket and hands it the account's kept messages. Answers its removal. */
  join(accountId: string, receiver: PushReceiver): () => void {
    const receivers = this.sockets.get(accountId) ?? new Set<PushReceiver>();
    receivers.add(receiver);
    this.sockets.set(accountId, receivers);
    // a Set keeps the order of joining: its first member is the account's oldest socket
    for (const oldest of [...receivers].slice(0, Math.max(0, receivers.size - PUSH_SOCKETS_PER_ACCOUNT))) {
      receivers.delete(oldest);
      oldest.close(PUSH_CLOSE.replaced.code, PUSH_CLOSE.replaced.reason);
    }
    const kept = this.fresh(accountId);
    this.undelivered.delete(accountId);
    for (const message of kept) receiver.send(message.text);
    return () => {
      receivers.delete(receiver);
      if (receivers.size === 0 && this.sockets.get(accountId) === receivers) this.sockets.delete(accountId);
    };
  }

  /** How many sockets of the account are connected and authenticated. */
  socketCount(accountId: string): number {
    return this.sockets.get(accountId)?.size ?? 0;
  }

  /** Drops what no socket came for in time, for every account (no account's list grows forever). */
  private forgetStale(): void {
    for (const accountId of [...this.undelivered.keys()]) {
      const kept = this.fresh(accountId);
      if (kept.length > 0) this.undelivered.set(accountId, kept);
      else this.undelivered.delete(accountId);
    }
  }

  private fresh(accountId: string): { at: number; text: string }[] {
    const since = this.now() - PUSH_UNDELIVERED_KEEP_MS;
    return (this.undelivered.get(accountId) ?? []).filter((message) => message.at >= since);
  }
}
