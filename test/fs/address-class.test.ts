import type { LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { addressClassOf, guardedLookup, innermostClassOfHost, isMoreInternal, tooInternal } from '../../src/fs/address-class.js';
import { codeOf } from '../support/thrown.js';

// How far inside a network an address points, in any spelling; a fetch may go outward or sideways, never
// further in. The lookup is driven with a resolver that answers as a name server would (no network).
describe('addressClassOf', () => {
  it.each([
    ['8.8.8.8', 'public'],
    ['2606:4700::1111', 'public'],
    ['10.1.2.3', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.0.1', 'private'],
    ['100.64.0.1', 'private'],
    ['fd00::1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['fe80::1', 'link-local'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
  ])('%s is %s', (address, cls) => {
    expect(addressClassOf(address)).toBe(cls);
  });

  it('sees through an IPv4 address inside IPv6: mapped, in hex, in brackets (hostile)', () => {
    expect(addressClassOf('::ffff:127.0.0.1')).toBe('loopback');
    expect(addressClassOf('[::ffff:7f00:1]')).toBe('loopback');
    expect(addressClassOf('::ffff:169.254.169.254')).toBe('link-local');
  });

  it('twin: a mapped public address is public; next to a private range is public', () => {
    expect(addressClassOf('::ffff:8.8.8.8')).toBe('public');
    expect(addressClassOf('172.32.0.1')).toBe('public');
    expect(addressClassOf('11.0.0.1')).toBe('public');
  });

  it('refuses what is no IP address as INVALID_INPUT', () => {
    for (const a of ['localhost', '127.1', '', '[127.0.0.1']) expect(codeOf(() => addressClassOf(a))).toBe('INVALID_INPUT');
  });
});

describe('isMoreInternal and tooInternal', () => {
  it('orders public < private < link-local < loopback = unspecified', () => {
    expect(isMoreInternal('private', 'public')).toBe(true);
    expect(isMoreInternal('loopback', 'link-local')).toBe(true);
    expect(isMoreInternal('public', 'loopback')).toBe(false);
    expect(isMoreInternal('unspecified', 'loopback')).toBe(false);
    expect(isMoreInternal('private', 'private')).toBe(false);
  });

  it('the refusal is IO_ERROR and names the origin and both classes', () => {
    const e = tooInternal('https://example.com', 'loopback', 'public');
    expect([e.code, e.message]).toEqual([
      'IO_ERROR',
      'cannot fetch https://example.com: redirected to a loopback address, further inside than where the fetch began (public)',
    ]);
  });
});

/** A resolver that answers every name with these addresses, as node:dns does with `all: true`. */
function resolverOf(addresses: string[]): LookupFunction {
  return ((_host: string, _opts: unknown, cb: (err: NodeJS.ErrnoException | null, a: LookupAddress[]) => void) =>
    cb(
      null,
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    )) as unknown as LookupFunction;
}

function lookUp(lookup: LookupFunction, all: boolean): Promise<{ err: NodeJS.ErrnoException | null; address: unknown }> {
  return new Promise((resolve) =>
    (lookup as unknown as (h: string, o: object, cb: (e: NodeJS.ErrnoException | null, a: unknown) => void) => void)(
      'mcp.example.com',
      { all },
      (err, address) => resolve({ err, address }),
    ),
  );
}

describe('guardedLookup', () => {
  it('refuses a name that resolves to a public and a loopback address, when the fetch began public (hostile: rebinding)', async () => {
    const { err } = await lookUp(guardedLookup('public', 'https://mcp.example.com', resolverOf(['93.184.216.34', '127.0.0.1'])), false);
    expect(err?.message).toBe(
      'cannot fetch https://mcp.example.com: redirected to a loopback address, further inside than where the fetch began (public)',
    );
  });

  it('twin: only public addresses pass, the first one for a single lookup and every one with all', async () => {
    const lookup = guardedLookup('public', 'https://mcp.example.com', resolverOf(['93.184.216.34', '2606:2800::1']));
    expect(await lookUp(lookup, false)).toEqual({ err: null, address: '93.184.216.34' });
    expect((await lookUp(lookup, true)).address).toEqual([
      { address: '93.184.216.34', family: 4 },
      { address: '2606:2800::1', family: 6 },
    ]);
  });

  it('a fetch that began on loopback may stay there; with no limit nothing is refused', async () => {
    expect((await lookUp(guardedLookup('loopback', 'http://127.0.0.1:3000', resolverOf(['127.0.0.1'])), false)).err).toBeNull();
    expect((await lookUp(guardedLookup(undefined, 'x', resolverOf(['169.254.169.254'])), false)).address).toBe('169.254.169.254');
  });

  it('a name with no address is ENOTFOUND, not a connection to nowhere', async () => {
    const { err } = await lookUp(guardedLookup('public', 'x', resolverOf([])), false);
    expect(err?.code).toBe('ENOTFOUND');
  });
});

// A URL an answer named and that is contacted by other means than a fetch of ours (a registry entry's
// remote) is classed by the innermost of every address its host resolves to, before it is contacted.
describe('innermostClassOfHost', () => {
  it('a name that resolves to a public and a loopback address is loopback (hostile); only public addresses are public (twin)', async () => {
    expect(await innermostClassOfHost('mcp.example.com', resolverOf(['93.184.216.34', '127.0.0.1']))).toBe('loopback');
    expect(await innermostClassOfHost('mcp.example.com', resolverOf(['93.184.216.34', '2606:2800::1']))).toBe('public');
  });

  it('an IP literal is its own class, in any spelling, with no lookup', async () => {
    const never = (() => {
      throw new Error('looked up');
    }) as unknown as LookupFunction;
    expect(await innermostClassOfHost('[::ffff:7f00:1]', never)).toBe('loopback');
    expect(await innermostClassOfHost('169.254.169.254', never)).toBe('link-local');
    expect(await innermostClassOfHost('8.8.8.8', never)).toBe('public');
  });

  it('a name with no address is refused (ENOTFOUND), not classed', async () => {
    await expect(innermostClassOfHost('mcp.example.com', resolverOf([]))).rejects.toMatchObject({ code: 'ENOTFOUND' });
  });
});
