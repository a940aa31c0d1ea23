import { describe, expect, it } from 'vitest';
import { PUSH_CLOSE, PUSH_SOCKETS_PER_ACCOUNT } from '@schemas/push';
import { PUSH_UNDELIVERED_KEEP_MS } from '@schemas/tunables';
import { PushHub } from '../../../sandbox/push/hub';
import { fixtureDownloadPush } from '../../fixtures/downloadsApi';

// The push hub's routing (docs/PHOTOS.md "Downloads and push socket"): messages reach the account's
// own sockets only; with none there, they wait PUSH_UNDELIVERED_KEEP_MS for the next socket.

const receiver = () => {
  const texts: string[] = [];
  const closed: number[] = [];
  return { texts, closed, send: (text: string) => void texts.push(text), close: (code: number) => void closed.push(code) };
};

describe('PushHub', () => {
  it("sends to every socket of the message's account and to no other", () => {
    const hub = new PushHub();
    const [a1, a2, b] = [receiver(), receiver(), receiver()];
    hub.join('a', a1);
    hub.join('a', a2);
    hub.join('b', b);
    hub.publish('a', fixtureDownloadPush('download-started'));
    expect(a1.texts).toHaveLength(1);
    expect(a2.texts).toEqual(a1.texts);
    expect(b.texts).toEqual([]);
  });

  it("keeps a message no socket was there for, for the account's next socket, within the window only", () => {
    let now = 0;
    const hub = new PushHub(() => now);
    hub.publish('a', fixtureDownloadPush('download-started'));
    now = PUSH_UNDELIVERED_KEEP_MS / 2;
    hub.publish('a', fixtureDownloadPush('download-finished'));
    now = PUSH_UNDELIVERED_KEEP_MS + 1;
    const late = receiver();
    hub.join('a', late);
    expect(late.texts.map((text) => (JSON.parse(text) as { key: string }).key)).toEqual(['download-finished']);
    // handed over once: another socket does not get them again
    const next = receiver();
    hub.join('a', next);
    expect(next.texts).toEqual([]);
  });

  it('forgets a socket that left', () => {
    const hub = new PushHub();
    const gone = receiver();
    const leave = hub.join('a', gone);
    leave();
    expect(hub.socketCount('a')).toBe(0);
    hub.publish('a', fixtureDownloadPush('download-started'));
    expect(gone.texts).toEqual([]);
  });

  it('keeps at most PUSH_SOCKETS_PER_ACCOUNT sockets an account: one more closes the oldest, which then gets nothing', () => {
    const hub = new PushHub();
    const sockets = Array.from({ length: PUSH_SOCKETS_PER_ACCOUNT + 2 }, () => receiver());
    const other = receiver();
    hub.join('b', other);
    for (const socket of sockets) hub.join('a', socket);
    expect(hub.socketCount('a')).toBe(PUSH_SOCKETS_PER_ACCOUNT);
    expect(sockets.map((socket) => socket.closed)).toEqual([
      [PUSH_CLOSE.replaced.code],
      [PUSH_CLOSE.replaced.code],
      ...Array.from({ length: PUSH_SOCKETS_PER_ACCOUNT }, () => []),
    ]);
    expect(other.closed).toEqual([]);
    expect(hub.socketCount('b')).toBe(1);
    hub.publish('a', fixtureDownloadPush('download-started'));
    expect(sockets.map((socket) => socket.texts.length)).toEqual([0, 0, ...Array.from({ length: PUSH_SOCKETS_PER_ACCOUNT }, () => 1)]);
  });
});
