// A TLS front with HTTP/2 before a bench's sandbox, as a real deployment stands behind a CDN or a
// load balancer: browsers speak HTTP/2 over TLS to it (one connection, every request at once),
// it speaks HTTP/1.1 to the origin. Without it the benches measure the sandbox's plain HTTP/1.1,
// where Chromium opens at most six connections to a host and a page's chunks, data and thumbnails
// queue for them (docs/PERFORMANCE.md, "Over HTTP/2").
//
// As a reverse proxy does, it names the origin it was asked on in X-Forwarded-Proto and
// X-Forwarded-Host (the sandbox makes its answers' links from them when started with
// SANDBOX_BEHIND_PROXY), and, configured for it (nginx's proxy_set_header, proxy_redirect), tells
// the sandbox its own host in Host, Origin and Referer and rewrites the sandbox's redirects to its
// own: the sandbox's sign-in and same-origin checks know only its plain-HTTP origins. Its
// certificate is self-signed, made with openssl on first use; Chromium trusts exactly that key
// (`--ignore-certificate-errors-spki-list`), not every bad certificate.
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import http2, { type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';

export interface TlsFront {
  /** `https://localhost:<port>` */
  readonly origin: string;
  /** The Chromium flag that trusts the front's certificate, and no other bad one. */
  readonly chromeFlag: string;
  close(): Promise<void>;
}

/** A self-signed certificate for localhost in `dir` (made once, with openssl). */
function certificate(dir: string): { key: Buffer; cert: Buffer } {
  const keyFile = join(dir, 'localhost-key.pem');
  const certFile = join(dir, 'localhost-cert.pem');
  if (!existsSync(keyFile) || !existsSync(certFile)) {
    mkdirSync(dir, { recursive: true });
    execFileSync('openssl', [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-keyout', keyFile, '-out', certFile, '-days', '365', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost'],
    ]);
  }
  return { key: readFileSync(keyFile), cert: readFileSync(certFile) };
}

/** Headers that belong to one hop (RFC 9110 §7.6.1), HTTP/2's pseudo-headers and its own. */
const hopByHop = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'http2-settings']);

/** Starts the front on `port`, before the sandbox on `upstreamPort`; `dir` keeps its certificate. */
export async function startTlsFront(port: number, upstreamPort: number, dir: string): Promise<TlsFront> {
  const { key, cert } = certificate(dir);
  const origin = `https://localhost:${port}`;
  const upstream = `http://localhost:${upstreamPort}`;
  const toUpstream = (value: string) => (value.startsWith(origin) ? upstream + value.slice(origin.length) : value);
  const fromUpstream = (value: string) => (value.startsWith(upstream) ? origin + value.slice(upstream.length) : value);

  /** The request's headers as the origin should see them. */
  const forwarded = (headers: IncomingHttpHeaders): OutgoingHttpHeaders => {
    const out: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(headers)) {
      if (name.startsWith(':') || hopByHop.has(name) || value === undefined) continue;
      out[name] = value;
    }
    out.host = `localhost:${upstreamPort}`;
    out['x-forwarded-proto'] = 'https';
    out['x-forwarded-host'] = `localhost:${port}`;
    if (typeof headers.origin === 'string') out.origin = toUpstream(headers.origin);
    if (typeof headers.referer === 'string') out.referer = toUpstream(headers.referer);
    return out;
  };

  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const onRequest = (request: Http2ServerRequest | http.IncomingMessage, response: Http2ServerResponse | http.ServerResponse) => {
    const outgoing = http.request(
      { host: '127.0.0.1', port: upstreamPort, method: request.method, path: request.url, headers: forwarded(request.headers), agent },
      (answer) => {
        const headers: OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (hopByHop.has(name) || value === undefined) continue;
          headers[name] = name === 'location' && typeof value === 'string' ? fromUpstream(value) : value;
        }
        response.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(response);
      },
    );
    outgoing.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(outgoing);
  };

  const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, onRequest);
  // WebSockets (the push channel) open over HTTP/1.1: passed through as bytes once the upgrade is sent on
  server.on('upgrade', (request: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    const headers = forwarded(request.headers);
    const lines = [
      `${request.method ?? 'GET'} ${request.url ?? '/'} HTTP/1.1`,
      'Connection: Upgrade',
      `Upgrade: ${request.headers.upgrade ?? ''}`,
    ];
    for (const [name, value] of Object.entries(headers)) {
      for (const one of Array.isArray(value) ? value : [String(value)]) lines.push(`${name}: ${one}`);
    }
    const sandbox: Socket = connect(upstreamPort, '127.0.0.1', () => {
      sandbox.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) sandbox.write(head);
      sandbox.pipe(socket).pipe(sandbox);
    });
    const end = () => {
      sandbox.destroy();
      socket.destroy();
    };
    sandbox.on('error', end);
    socket.on('error', end);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });

  const spki = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
  return {
    origin,
    chromeFlag: `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
