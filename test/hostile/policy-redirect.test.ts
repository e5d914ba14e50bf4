// A fetch (`--bundle URL`, `--previous URL`, the actions' bundle inputs) may not be redirected further
// inside than the address it began at (public → private, link-local, loopback or unspecified; private →
// loopback), in any spelling, checked on every resolved address before anything is requested. Everything
// here stays on 127.0.0.1: a test stands its loopback server in for a public (or private) host by
// classing that one address so, and controls name resolution with an injected lookup.
import { createServer, type Server } from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';
import { addressClassOf, isMoreInternal, type AddressClass } from '../../src/fs/address-class.js';
import { readPathOrURL } from '../../src/fs/read-path-or-url.js';
import { isToolsealError } from '../../src/core/errors.js';

describe('addressClassOf, in every spelling', () => {
  const hostOf = (url: string) => new URL(url).hostname;
  it.each([
    ['127.0.0.2', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['[::ffff:127.0.0.1]', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::127.0.0.1', 'loopback'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['::1', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.0.10', 'private'],
    ['100.64.0.1', 'private'],
    ['fd12:3456::1', 'private'],
    ['::ffff:10.0.0.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['fe80::1', 'link-local'],
    ['::ffff:169.254.169.254', 'link-local'],
  ] as Array<[string, AddressClass]>)('%s is %s', (address, cls) => {
    expect(addressClassOf(address)).toBe(cls);
  });

  it.each([
    'http://2130706433/',
    'http://0x7f000001/',
    'http://0x7f.1/',
    'http://0177.0.0.1/',
    'http://017700000001/',
    'http://127.1/',
    'http://[::ffff:127.0.0.1]/',
    'http://[0:0:0:0:0:ffff:7f00:1]/',
  ])('the URL host of %s (decimal, hex, octal, short, mapped) is loopback', (url) => {
    const host = hostOf(url);
    expect(addressClassOf(host.startsWith('[') ? host.slice(1, -1) : host)).toBe('loopback');
  });

  it.each(['8.8.8.8', '172.32.0.1', '172.15.255.255', '169.255.0.1', '11.0.0.1', '100.128.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])(
    'control: %s is public',
    (address) => {
      expect(addressClassOf(address)).toBe('public');
    },
  );

  it('orders the classes from the outside in', () => {
    expect(isMoreInternal('private', 'public')).toBe(true);
    expect(isMoreInternal('link-local', 'public')).toBe(true);
    expect(isMoreInternal('loopback', 'private')).toBe(true);
    expect(isMoreInternal('unspecified', 'private')).toBe(true);
    expect(isMoreInternal('private', 'private')).toBe(false);
    expect(isMoreInternal('public', 'loopback')).toBe(false);
    expect(isMoreInternal('public', 'public')).toBe(false);
  });
});

describe('readPathOrURL: a redirect further inside', () => {
  let server: Server;
  let port: number;
  let base: string;
  const hits: string[] = [];
  /** The Authorization header of each request, by host and path. */
  const auth: string[] = [];
  /** Where /redirect sends the fetch (set per test). */
  let target = '';

  beforeAll(async () => {
    server = createServer((req, res) => {
      hits.push(req.url ?? '');
      auth.push(`${req.headers.host?.replace(/:\d+$/, '')}${req.url} ${req.headers.authorization ?? '-'}`);
      if (req.url === '/redirect') res.writeHead(302, { location: target.replace('PORT', String(port)) }).end();
      else if (req.url === '/doc') res.end('{"bundle":true}');
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => void ((hits.length = 0), (auth.length = 0)));

  /** The test server's own address counts as `as` (a public or private host); every other address is classed for real. */
  const standIn = (as: AddressClass) => (address: string) =>
    address === '127.0.0.1' || address === '::ffff:127.0.0.1' ? as : addressClassOf(address);
  /** Name resolution the test controls: each name to the addresses given. */
  const resolving = (names: Record<string, string[]>): LookupFunction =>
    ((
      hostname: string,
      _options: unknown,
      callback: (err: Error | null, addresses: Array<{ address: string; family: number }>) => void,
    ) => {
      const list = names[hostname];
      if (!list) return callback(Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), []);
      callback(
        null,
        list.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
      );
    }) as unknown as LookupFunction;

  async function fetchVia(location: string, network: Parameters<typeof readPathOrURL>[1]) {
    target = location;
    try {
      return { text: (await readPathOrURL(`${base}/redirect`, network)).text };
    } catch (e) {
      if (isToolsealError(e)) return { code: e.code, message: e.message };
      throw e;
    }
  }

  it.each([
    'https://127.0.0.2:PORT/doc',
    'https://[::ffff:127.0.0.1]:PORT/doc',
    'https://[::ffff:7f00:1]:PORT/doc',
    'https://0.0.0.0:PORT/doc',
    'https://[::]:PORT/doc',
    'https://[::1]:PORT/doc',
    // 127.0.0.2 in decimal, hex and octal (127.0.0.1 itself is the stand-in public host here)
    'https://2130706434:PORT/doc',
    'https://0x7f.0.0.2:PORT/doc',
    'https://0177.0.0.2:PORT/doc',
    'https://10.0.0.1/doc',
    'https://192.168.1.1/doc',
    'https://169.254.169.254/latest/meta-data/',
  ])('public → %s: refused (IO_ERROR) before it is requested', async (location) => {
    const r = await fetchVia(location, { classifyAddress: standIn('public'), lookup: resolving({}) });
    expect(r.code).toBe('IO_ERROR');
    expect(r.message).toContain('further inside than where the fetch began (public)');
    expect(hits).toEqual(['/redirect']);
  });

  it('public → a name that resolves to loopback (or to a public address and a loopback one): refused, never connected', async () => {
    for (const addresses of [['127.0.0.2'], ['127.0.0.1', '127.0.0.2'], ['127.0.0.1', '10.1.1.1']]) {
      hits.length = 0;
      const r = await fetchVia('http://localhost:PORT/doc', {
        classifyAddress: standIn('public'),
        lookup: resolving({ localhost: addresses }),
      });
      expect(r.code).toBe('IO_ERROR');
      expect(hits).toEqual(['/redirect']);
    }
  });

  it('control: public → a name that resolves to the same public address is followed', async () => {
    const r = await fetchVia('http://localhost:PORT/doc', {
      classifyAddress: standIn('public'),
      lookup: resolving({ localhost: ['127.0.0.1'] }),
    });
    expect(r).toEqual({ text: '{"bundle":true}' });
    expect(hits).toEqual(['/redirect', '/doc']);
  });

  it('private → loopback is refused; private → private is followed (the twin)', async () => {
    const refused = await fetchVia('http://localhost:PORT/doc', {
      classifyAddress: standIn('private'),
      lookup: resolving({ localhost: ['::1'] }),
    });
    expect(refused.code).toBe('IO_ERROR');
    expect(refused.message).toContain('(private)');
    const followed = await fetchVia('http://localhost:PORT/doc', {
      classifyAddress: standIn('private'),
      lookup: resolving({ localhost: ['127.0.0.1'] }),
    });
    expect(followed).toEqual({ text: '{"bundle":true}' });
  });

  it('control: a fetch that began on this machine may stay on it (loopback → loopback)', async () => {
    const r = await fetchVia('http://localhost:PORT/doc', { lookup: resolving({ localhost: ['127.0.0.1'] }) });
    expect(r).toEqual({ text: '{"bundle":true}' });
  });

  it('sends request headers (an API token) to the first origin only, not past a redirect to another', async () => {
    const network = { lookup: resolving({ localhost: ['127.0.0.1'] }), headers: { authorization: 'Bearer PLANTED-api-token' } };
    expect(await fetchVia('http://localhost:PORT/doc', network)).toEqual({ text: '{"bundle":true}' });
    expect(auth).toEqual(['127.0.0.1/redirect Bearer PLANTED-api-token', 'localhost/doc -']);
    // The twin: a redirect within the origin keeps it.
    auth.length = 0;
    expect(await fetchVia('/doc', network)).toEqual({ text: '{"bundle":true}' });
    expect(auth).toEqual(['127.0.0.1/redirect Bearer PLANTED-api-token', '127.0.0.1/doc Bearer PLANTED-api-token']);
  });
});
