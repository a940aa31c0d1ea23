import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * The server side of a WebSocket (RFC 6455), as much as the push socket needs: the handshake, text
 * messages (fragmented or not), ping/pong and the closing handshake. No extensions, no
 * subprotocols; binary messages are refused (1003). Written here because no WebSocket server
 * package is installed (PITFALLS.md names @fastify/websocket 11.3.6 with ws 8.23.0; the team may
 * swap this file for them: the push server only uses `accept`, `send`, `close`, `drop` and the
 * callbacks).
 */

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
/** The largest message a client may send (an authenticate action with a token is far smaller). */
const MAX_MESSAGE_BYTES = 64 * 1024;
/** How long a closing socket waits for the peer's close frame before cutting the connection. */
const CLOSE_WAIT_MS = 2_000;

const OPCODE = { continuation: 0x0, text: 0x1, binary: 0x2, close: 0x8, ping: 0x9, pong: 0xa } as const;

export const CLOSE_CODES = { normal: 1000, protocolError: 1002, unsupported: 1003, tooBig: 1009 } as const;

/** Why a request cannot become a WebSocket, or null when it can. */
export function upgradeProblem(request: IncomingMessage): string | null {
  if (request.method !== 'GET') return 'Method must be GET';
  if (request.headers.upgrade?.toLowerCase() !== 'websocket') return 'Upgrade must be websocket';
  if (request.headers['sec-websocket-version'] !== '13') return 'Sec-WebSocket-Version must be 13';
  const key = request.headers['sec-websocket-key'];
  if (typeof key !== 'string' || Buffer.from(key, 'base64').length !== 16) return 'Sec-WebSocket-Key is missing or invalid';
  return null;
}

/** Answers an upgrade request that will not become a WebSocket with a plain HTTP status, and ends it. */
export function refuseUpgrade(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${status === 400 ? 'Bad Request' : 'Error'}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

export interface WebSocketEvents {
  onText(text: string): void;
  /** the connection is gone (closed by either side or dropped); called once */
  onClose(code: number | null): void;
}

export class ServerWebSocket {
  private buffered: Buffer = Buffer.alloc(0);
  private fragments: Buffer[] = [];
  private fragmentBytes = 0;
  private closing = false;
  private gone = false;

  private constructor(
    private readonly socket: Duplex,
    private readonly events: WebSocketEvents,
  ) {
    socket.on('data', (chunk: Buffer) => this.receive(chunk));
    socket.on('close', () => this.finish(null));
    socket.on('error', () => socket.destroy());
  }

  /** Completes the handshake of a request `upgradeProblem` accepted; `head` is what came after its headers. */
  static accept(request: IncomingMessage, socket: Duplex, head: Buffer, events: WebSocketEvents): ServerWebSocket {
    const key = String(request.headers['sec-websocket-key']);
    const accept = createHash('sha1')
      .update(key + GUID)
      .digest('base64');
    socket.write(
      `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
    );
    const ws = new ServerWebSocket(socket, events);
    if (head.length > 0) ws.receive(head);
    return ws;
  }

  get open(): boolean {
    return !this.closing && !this.gone;
  }

  send(text: string): void {
    if (this.open) this.socket.write(frame(OPCODE.text, Buffer.from(text, 'utf8')));
  }

  /** The closing handshake: a close frame with code and reason, then the end of the connection. */
  close(code: number, reason = ''): void {
    if (!this.open) return;
    this.closing = true;
    const reasonBytes = Buffer.from(reason, 'utf8').subarray(0, 123);
    const payload = Buffer.alloc(2 + reasonBytes.length);
    payload.writeUInt16BE(code, 0);
    reasonBytes.copy(payload, 2);
    this.socket.write(frame(OPCODE.close, payload));
    this.socket.end();
    setTimeout(() => this.socket.destroy(), CLOSE_WAIT_MS).unref();
  }

  /** Cuts the connection without a close frame, as a network failure would. */
  drop(): void {
    this.closing = true;
    this.socket.destroy();
  }

  private finish(code: number | null): void {
    if (this.gone) return;
    this.gone = true;
    this.events.onClose(code);
  }

  private receive(chunk: Buffer): void {
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    for (;;) {
      const parsed = readFrame(this.buffered);
      if (parsed === 'incomplete') return;
      if (typeof parsed === 'number') return this.close(parsed);
      this.buffered = this.buffered.subarray(parsed.length);
      this.handle(parsed.fin, parsed.opcode, parsed.payload);
      if (!this.open) return;
    }
  }

  private handle(fin: boolean, opcode: number, payload: Buffer): void {
    switch (opcode) {
      case OPCODE.ping:
        this.socket.write(frame(OPCODE.pong, payload));
        return;
      case OPCODE.pong:
        return;
      case OPCODE.close: {
        const code = payload.length >= 2 ? payload.readUInt16BE(0) : null;
        if (!this.closing) {
          this.closing = true;
          this.socket.end(frame(OPCODE.close, payload.subarray(0, 2)));
        }
        this.finish(code);
        return;
      }
      case OPCODE.binary:
        return this.close(CLOSE_CODES.unsupported, 'Only text messages are understood');
      case OPCODE.text:
      case OPCODE.continuation: {
        if ((opcode === OPCODE.text) !== (this.fragments.length === 0)) return this.close(CLOSE_CODES.protocolError);
        this.fragments.push(payload);
        this.fragmentBytes += payload.length;
        if (this.fragmentBytes > MAX_MESSAGE_BYTES) return this.close(CLOSE_CODES.tooBig);
        if (!fin) return;
        const text = Buffer.concat(this.fragments).toString('utf8');
        this.fragments = [];
        this.fragmentBytes = 0;
        this.events.onText(text);
        return;
      }
      default:
        return this.close(CLOSE_CODES.protocolError);
    }
  }
}

interface Frame {
  fin: boolean;
  opcode: number;
  payload: Buffer;
  /** bytes the frame took */
  length: number;
}

/** One client frame from the start of `data`: 'incomplete' until all of it is there; a close code when it is wrong. */
function readFrame(data: Buffer): Frame | 'incomplete' | number {
  if (data.length < 2) return 'incomplete';
  const first = data.readUInt8(0);
  const second = data.readUInt8(1);
  if ((first & 0x70) !== 0) return CLOSE_CODES.protocolError; // reserved bits: no extension was agreed
  if ((second & 0x80) === 0) return CLOSE_CODES.protocolError; // a client must mask its frames
  let length = second & 0x7f;
  let offset = 2;
  if (length === 126) {
    if (data.length < 4) return 'incomplete';
    length = data.readUInt16BE(2);
    offset = 4;
  } else if (length === 127) {
    if (data.length < 10) return 'incomplete';
    const long = data.readBigUInt64BE(2);
    if (long > BigInt(MAX_MESSAGE_BYTES)) return CLOSE_CODES.tooBig;
    length = Number(long);
    offset = 10;
  }
  if (length > MAX_MESSAGE_BYTES) return CLOSE_CODES.tooBig;
  if (data.length < offset + 4 + length) return 'incomplete';
  const mask = data.subarray(offset, offset + 4);
  const payload = Buffer.from(data.subarray(offset + 4, offset + 4 + length));
  for (let i = 0; i < payload.length; i += 1) payload.writeUInt8(payload.readUInt8(i) ^ mask.readUInt8(i % 4), i);
  return { fin: (first & 0x80) !== 0, opcode: first & 0x0f, payload, length: offset + 4 + length };
}

/** A server frame (never masked). */
function frame(opcode: number, payload: Buffer): Buffer {
  const length = payload.length;
  const header = length < 126 ? Buffer.alloc(2) : length < 0x10000 ? Buffer.alloc(4) : Buffer.alloc(10);
  header.writeUInt8(0x80 | opcode, 0);
  if (length < 126) header.writeUInt8(length, 1);
  else if (length < 0x10000) {
    header.writeUInt8(126, 1);
    header.writeUInt16BE(length, 2);
  } else {
    header.writeUInt8(127, 1);
    header.writeBigUInt64BE(BigInt(length), 2);
  }
  return Buffer.concat([header, payload]);
}
