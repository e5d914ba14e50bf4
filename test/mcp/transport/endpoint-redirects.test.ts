import { createServer, type Server as HttpServer } from 'node:http';
import { isToolsealError } from '../../../src/core/errors.js';
import { MAX_ENDPOINT_REDIRECTS, fetchFollowingWithinOrigin, isWithinOrigin } from '../../../src/mcp/transport/endpoint-redirects.js';
import { closeHttp, listen, readBody } from '../../support/loopback-http.js';

// The redirects of a request to an MCP endpoint, followed below the strict readers (the guard's and the
// snapshot's) by the rule of the SDK's transports: within the origin, at most 5 hops, a 301/302/303 only
// for a GET. A loopback server answers each path as the test says; each refusal has its passing twin.

/** A server that redirects `/hop/N` to `/hop/N-1` (`/hop/0` to `/end`) and `/to?l=LOCATION` to LOCATION (status `?s=`, 307 by default; no `l`: no Location); any other path echoes the method and body. */
async function redirecting(): Promise<{ origin: string; seen: string[]; close(): Promise<void> }> {
  const seen: string[] = [];
  const http: HttpServer = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    seen.push(`${req.method} ${url.pathname}`);
    const hop = /^\/hop\/(\d+)$/.exec(url.pathname);
    if (hop) {
      const n = Number(hop[1]);
      return void res.writeHead(307, { location: n === 0 ? '/end' : `/hop/${n - 1}` }).end();
    }
    if (url.pathname === '/to') {
      const location = url.searchParams.get('l');
      return void res.writeHead(Number(url.searchParams.get('s') ?? 307), location === null ? {} : { location }).end();
    }
    res.writeHead(200, { 'content-type': 'text/plain' }).end(`${req.method} ${await readBody(req)}`);
  });
  const port = await listen(http);
  return { origin: `http://127.0.0.1:${port}`, seen, close: () => closeHttp(http) };
}

let server: Awaited<ReturnType<typeof redirecting>>;
beforeEach(async () => {
  server = await redirecting();
});
afterEach(() => server.close());

const post = { method: 'POST', body: '{"n":1}' };
const to = (location: string, status = 307) => `${server.origin}/to?s=${status}&l=${encodeURIComponent(location)}`;

async function refusal(url: string, init?: RequestInit): Promise<string> {
  try {
    await fetchFollowingWithinOrigin(url, init);
  } catch (e) {
    if (isToolsealError(e, 'SNAPSHOT_INCOMPLETE')) return e.message;
    throw e;
  }
  throw new Error('the redirect was followed');
}

describe('fetchFollowingWithinOrigin: the endpoint request follows its redirects as the SDK would, below the strict reader', () => {
  it.each([
    [`${MAX_ENDPOINT_REDIRECTS + 1} redirects: refused, naming the limit`, MAX_ENDPOINT_REDIRECTS, false],
    [`the twin, ${MAX_ENDPOINT_REDIRECTS}: followed to the end, the POST and its body kept`, MAX_ENDPOINT_REDIRECTS - 1, true],
  ])('%s', async (_what, n, followed) => {
    const url = `${server.origin}/hop/${n}`;
    if (followed) expect(await (await fetchFollowingWithinOrigin(url, post)).text()).toBe('POST {"n":1}');
    else expect(await refusal(url, post)).toMatch(/more than 5 redirects$/);
  });

  it.each([
    ['a 303 to a POST (it would become a GET): refused', 'POST', false],
    ['the twin, a 303 to a GET: followed', 'GET', true],
  ])('%s', async (_what, method, followed) => {
    const init = method === 'POST' ? post : { method };
    if (followed) expect(await (await fetchFollowingWithinOrigin(to('/end', 303), init)).text()).toBe('GET ');
    else expect(await refusal(to('/end', 303), init)).toContain('a 303 turns a POST into a GET');
  });

  it.each([
    ['a Location that adds a user name and password: refused, neither named', true],
    ['the twin, the same target without them: followed', false],
  ])('%s', async (_what, userinfo) => {
    const target = `http://${userinfo ? 'planted-user:planted-pass@' : ''}${server.origin.slice('http://'.length)}/end`;
    if (!userinfo) expect(await (await fetchFollowingWithinOrigin(to(target), post)).text()).toBe('POST {"n":1}');
    else {
      const message = await refusal(to(target), post);
      expect(message).toContain('it adds a user name or password');
      expect(message).not.toMatch(/planted/);
    }
  });

  it.each([
    [
      'to another origin with a key in its path and query: refused, named by its origin alone',
      'http://127.0.0.2:9/planted-path?key=planted-query',
    ],
    ['the twin, a path of the same origin with a query: followed', '/end?key=planted-query'],
  ])('%s', async (_what, location) => {
    if (location.startsWith('/')) expect(await (await fetchFollowingWithinOrigin(to(location), post)).text()).toBe('POST {"n":1}');
    else {
      const message = await refusal(to(location), post);
      expect(message).toBe(
        `a POST to ${server.origin} was redirected (307) to http://127.0.0.2:9: not followed, another origin (the request's headers and body would go with it)`,
      );
      // Nothing was asked of the other origin: only the redirect itself was served, here.
      expect(server.seen).toEqual(['POST /to']);
    }
  });

  it.each([
    ['no Location', `/to?s=307`],
    ['an empty Location', `/to?s=307&l=`],
  ])('a 307 with %s is returned as it is (the transport reports the status)', async (_what, path) => {
    expect((await fetchFollowingWithinOrigin(`${server.origin}${path}`, post)).status).toBe(307);
    expect(server.seen).toEqual(['POST /to']);
  });

  it.each([
    ['http://h/ to https://h/ (the https form, default ports): within', 'http://h/', 'https://h/x', true],
    ['https://h/ to http://h/ (down to plain http): not within', 'https://h/', 'http://h/x', false],
    ['http://h:8080/ to https://h:8443/ (other ports): not within', 'http://h:8080/', 'https://h:8443/', false],
    ['http://127.0.0.1:1/ to http://127.0.0.1:2/ (another port): not within', 'http://127.0.0.1:1/', 'http://127.0.0.1:2/', false],
    ['http://127.0.0.1:1/a to http://127.0.0.1:1/b (the same origin): within', 'http://127.0.0.1:1/a', 'http://127.0.0.1:1/b', true],
  ])('isWithinOrigin: %s', (_what, from, target, within) => {
    expect(isWithinOrigin(new URL(from), new URL(target))).toBe(within);
  });
});
