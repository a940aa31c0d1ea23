import type { IncomingMessage } from 'node:http';

/**
 * The fault switch's `dropAfterBytes` (docs/CONTRACTS.md "Fault switch"): lets the first `limit`
 * bytes of a request's body reach the route, then cuts the connection, as a network failure part-way
 * through an upload would. Bytes after the limit are never seen by the route; a body of at most
 * `limit` bytes is not cut. (Body bytes that came in with the headers, before the rule applied,
 * count; when they are more than `limit` already the connection goes at once.)
 *
 * Node's HTTP parser hands each piece of the body to the request with `push`; this request's own
 * `push` is wrapped to count them.
 */
export function cutBodyAfter(request: IncomingMessage, limit: number): void {
  const push = request.push.bind(request);
  // what the parser handed over before the rule applied (it came in with the headers) counts too
  let seen = request.readableLength;
  let cut = false;
  if (seen > limit) {
    request.socket.destroy();
    return;
  }
  request.push = (chunk: unknown, encoding?: BufferEncoding): boolean => {
    if (cut) return false;
    if (!Buffer.isBuffer(chunk)) return push(chunk, encoding);
    const room = limit - seen;
    seen += chunk.length;
    if (chunk.length <= room) return push(chunk, encoding);
    cut = true;
    if (room > 0) push(chunk.subarray(0, room));
    // after the route has had the bytes before the cut
    setImmediate(() => request.socket.destroy());
    return false;
  };
}
