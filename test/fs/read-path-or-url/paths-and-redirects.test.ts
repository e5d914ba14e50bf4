import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isToolsealError, type ErrorCode } from '../../../src/core/errors.js';
import { MAX_REDIRECTS, readPathOrURL, redirectAllowed } from '../../../src/fs/read-path-or-url.js';

async function codeOf(p: Promise<unknown>): Promise<{ code: ErrorCode | undefined; message: string }> {
  try {
    await p;
    return { code: undefined, message: '' };
  } catch (e) {
    if (isToolsealError(e)) return { code: e.code, message: e.message };
    throw e;
  }
}

/**
 * readPathOrURL, which the verify action, `verify --bundle` and `statement --previous` use for bundles by
 * URL (release assets): redirects, refusals and bounds, against a real HTTP server on 127.0.0.1.
 */
describe('readPathOrURL', () => {
  let server: Server;
  let base: string;
  let port: number;
  /** Paths requested, in order. */
  const hits: string[] = [];
  /** Whether the endless body was written to its end (it must not be: the reader gives up first). */
  let endlessFinished: boolean | undefined;

  beforeAll(async () => {
    server = createServer((req, res) => {
      const path = req.url ?? '';
      hits.push(path);
      if (path === '/releases/download/v1/docs.sigstore.json') {
        res.writeHead(302, { location: '/storage/step1' }).end();
      } else if (path === '/storage/step1') {
        res.writeHead(301, { location: `${base}/storage/asset?sig=secret-query` }).end();
      } else if (path.startsWith('/storage/asset')) {
        res.writeHead(200, { 'content-type': 'application/octet-stream' }).end('{"bundle":true}');
      } else if (path === '/to-plain-http') {
        // Plain http to a host that is not named as this machine: refused before it is requested.
        res.writeHead(302, { location: `http://[::ffff:127.0.0.1]:${port}/insecure-target` }).end();
      } else if (path === '/insecure-target') {
        res.end('{"fetched":"over plain http"}');
      } else if (path === '/loop') {
        res.writeHead(307, { location: '/loop' }).end();
      } else if (path === '/no-location') {
        res.writeHead(302).end();
      } else if (path === '/endless') {
        // Chunked, no Content-Length: up to 64 MiB unless the reader hangs up first.
        endlessFinished = false;
        res.writeHead(200);
        const chunk = Buffer.alloc(64 * 1024, 0x20);
        let left = 1024;
        const pump = () => {
          while (left > 0) {
            left--;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end(() => void (endlessFinished = true));
        };
        res.on('close', () => void (left = 0));
        pump();
      } else if (path.startsWith('/hops/')) {
        // A chain of n redirects (relative Locations) before the document.
        const n = Number(path.slice('/hops/'.length));
        if (n > 0) res.writeHead(302, { location: `/hops/${n - 1}` }).end();
        else res.end('{"hops":true}');
      } else if (path.startsWith('/sized/')) {
        // Exactly n bytes, chunked (no Content-Length): only the running count can bound it.
        let left = Number(path.slice('/sized/'.length));
        res.writeHead(200);
        while (left > 0) {
          const n = Math.min(left, 16 * 1024);
          res.write(Buffer.alloc(n, 0x20));
          left -= n;
        }
        res.end();
      } else {
        res.writeHead(404).end('not found');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('follows a release download through its redirects (relative and absolute) to the asset', async () => {
    const r = await readPathOrURL(`${base}/releases/download/v1/docs.sigstore.json`);
    expect(r.text).toBe('{"bundle":true}');
    expect(r.source).toBe(`${base}/releases/download/v1/docs.sigstore.json`);
  });

  it('refuses a redirect to plain http on another host without requesting it', async () => {
    hits.length = 0;
    const r = await codeOf(readPathOrURL(`${base}/to-plain-http`));
    expect(r.code).toBe('IO_ERROR');
    expect(hits).toEqual(['/to-plain-http']);
  });

  it('the control: the same target is fetched when asked for directly over an allowed scheme', async () => {
    expect((await readPathOrURL(`${base}/insecure-target`)).text).toContain('fetched');
  });

  it('refuses plain http to another host, and a URL carrying credentials, as usage (never echoing them)', async () => {
    expect((await codeOf(readPathOrURL(`http://[::ffff:127.0.0.1]:${port}/insecure-target`))).code).toBe('USAGE');
    const creds = await codeOf(readPathOrURL(`https://user:hunter2-password@127.0.0.1:${port}/x`));
    expect(creds.code).toBe('USAGE');
    expect(creds.message).not.toContain('hunter2');
  });

  it('follows five redirects and refuses the sixth, whatever the hops are', async () => {
    expect(MAX_REDIRECTS).toBe(5);
    expect((await readPathOrURL(`${base}/hops/5`)).text).toBe('{"hops":true}');
    hits.length = 0;
    expect((await codeOf(readPathOrURL(`${base}/hops/6`))).code).toBe('IO_ERROR');
    // The sixth Location is never requested.
    expect(hits).toEqual(['/hops/6', '/hops/5', '/hops/4', '/hops/3', '/hops/2', '/hops/1']);
  });

  it('takes a chunked body of exactly the bound and refuses one byte more', async () => {
    expect((await readPathOrURL(`${base}/sized/100000`, { maxBytes: 100_000 })).text).toHaveLength(100_000);
    expect((await codeOf(readPathOrURL(`${base}/sized/100001`, { maxBytes: 100_000 }))).code).toBe('IO_ERROR');
  });

  it('stops after a bounded number of redirects, and on a redirect without a Location', async () => {
    expect((await codeOf(readPathOrURL(`${base}/loop`))).code).toBe('IO_ERROR');
    expect((await codeOf(readPathOrURL(`${base}/no-location`))).code).toBe('IO_ERROR');
  });

  it('fails on a missing asset (HTTP 404) and on a port that refuses connections', async () => {
    expect((await codeOf(readPathOrURL(`${base}/releases/download/v9/none.sigstore.json`))).code).toBe('IO_ERROR');
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect((await codeOf(readPathOrURL(`http://127.0.0.1:${closedPort}/x`))).code).toBe('IO_ERROR');
  });

  it('abandons a body without Content-Length as soon as it passes the bound, instead of buffering all of it', async () => {
    const r = await codeOf(readPathOrURL(`${base}/endless`, { maxBytes: 100_000 }));
    expect(r.code).toBe('IO_ERROR');
    await new Promise((resolve) => setImmediate(resolve));
    expect(endlessFinished).toBe(false);
  });

  it("does not show a URL's query string (it may carry a signature or a key)", async () => {
    const r = await codeOf(readPathOrURL(`${base}/nothing-here?token=s3cr3t-value`));
    expect(r.code).toBe('IO_ERROR');
    expect(r.message).not.toContain('s3cr3t');
  });
});

describe('redirectAllowed', () => {
  const u = (s: string) => new URL(s);
  it('refuses a remote host sending the fetch to this machine (local services listen there), over http or https', () => {
    expect(redirectAllowed(u('https://github.com/o/r/releases/download/v1/a'), u('http://127.0.0.1:8080/admin'))).toBe(false);
    expect(redirectAllowed(u('https://github.com/o/r/releases/download/v1/a'), u('https://localhost/x'))).toBe(false);
    expect(redirectAllowed(u('https://github.com/a'), u('http://[::1]/x'))).toBe(false);
  });
  it('follows a remote https host to another https host, and a local fetch within this machine (the twins)', () => {
    expect(redirectAllowed(u('https://github.com/o/r/releases/download/v1/a'), u('https://objects.githubusercontent.com/x'))).toBe(true);
    expect(redirectAllowed(u('http://127.0.0.1:9/a'), u('http://localhost:9/b'))).toBe(true);
  });
  it('refuses plain http to another host whatever the start', () => {
    expect(redirectAllowed(u('http://127.0.0.1:9/a'), u('http://example.com/b'))).toBe(false);
  });
});
