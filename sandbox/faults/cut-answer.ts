import { Readable, Transform } from 'node:stream';

/**
 * The fault switch's `dropAfterBytes` on a request without a body (docs/CONTRACTS.md "Fault
 * switch"): the answer's first `limit` bytes (before compression) are sent, then `cut` ends the
 * connection, as a network failure part-way through a download would. An answer of at most `limit`
 * bytes goes whole (the connection is cut after it all the same).
 */
export function cutAnswerAfter(payload: unknown, limit: number, cut: () => void): Readable {
  const source =
    payload instanceof Readable
      ? payload
      : Readable.from(typeof payload === 'string' || Buffer.isBuffer(payload) ? [Buffer.from(payload)] : []);
  let sent = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const room = limit - sent;
      sent += chunk.length;
      if (chunk.length <= room) {
        callback(null, chunk);
        return;
      }
      callback(null, room > 0 ? chunk.subarray(0, room) : undefined);
      source.unpipe(counted);
      source.destroy();
      setImmediate(cut);
    },
    flush(callback) {
      setImmediate(cut);
      callback();
    },
  });
  return source.pipe(counted);
}
