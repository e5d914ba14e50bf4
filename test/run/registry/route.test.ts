import { createHash } from 'node:crypto';
import type { LookupFunction } from 'node:net';
import { isToolsealError } from '../../../src/core/errors.js';
import { serverOfRegistryEntry } from '../../../src/core/origin/registry-server.js';
import { buildStatement } from '../../../src/core/statement/statement.js';
import { addressClassOf, type AddressClass } from '../../../src/fs/address-class.js';
import {
  artifactsOfEntry,
  checkEntryServerAddress,
  readEntryBundle,
  readRegistryEntry,
  type RegistryNetwork,
} from '../../../src/run/registry.js';
import { official, serveNpmPackage, startHostileRegistry, surfaceFragment, type HostileRegistry } from '../../support/hostile-registry.js';
import { runInProcess } from '../../support/run-cli-in-process.js';
import { DEFAULT_SERVER_NAME, TOOLS, snapshotText, startSigningBench, type SigningBench } from '../../support/signing-bench.js';

const NAME = DEFAULT_SERVER_NAME;
const PKG = '@octo-org/docs-server';
const DIGEST = `sha256:${'a'.repeat(64)}`;

/** The registry's own address counts as `as` (a public or private host); every other address is classed for real. */
const standIn =
  (as: AddressClass) =>
  (address: string): AddressClass =>
    address === '127.0.0.1' || address === '::ffff:127.0.0.1' ? as : addressClassOf(address);

/** Name resolution the test controls: `localhost` to the addresses given. */
const localhostTo = (...addresses: string[]): LookupFunction =>
  ((_host: string, _options: unknown, callback: (err: Error | null, list: Array<{ address: string; family: number }>) => void) =>
    callback(
      null,
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    )) as unknown as LookupFunction;

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'passed';
  } catch (e) {
    if (isToolsealError(e)) return `${e.code}: ${e.message}`;
    throw e;
  }
}

/**
 * A URL a registry entry names (the fragment's bundle, a remote, a package's registryBaseUrl) may lead no
 * further inside than the registry itself: an entry from a public registry cannot point toolseal at this
 * machine or a private network. Everything stays on 127.0.0.1: the registry's own address stands in for
 * a public (or private) host, and `localhost` resolves where the test says, as in
 * test/hostile/policy-redirect.test.ts.
 */
describe('the registry route: what an entry names is no further inside than the registry', () => {
  let registry: HostileRegistry;
  beforeAll(async () => {
    registry = await startHostileRegistry();
  });
  afterAll(() => registry.close());

  const list = (over: Record<string, unknown>) => {
    registry.pages = [
      [
        {
          server: {
            name: NAME,
            version: '1.4.2',
            repository: { url: 'https://github.com/octo-org/docs-server' },
            _meta: surfaceFragment(DIGEST, `${registry.url()}/assets/docs.sigstore.json`),
            ...over,
          },
          _meta: official(true),
        },
      ],
    ];
  };
  const read = (network?: RegistryNetwork) => readRegistryEntry(NAME, { registryUrl: registry.url(), network });

  it('is on this machine when its address is loopback, public when it stands in for a public host (the class every check starts from)', async () => {
    list({});
    expect((await read()).addressClass).toBe('loopback');
    expect((await read({ classifyAddress: standIn('public') })).addressClass).toBe('public');
    expect((await read({ classifyAddress: standIn('private') })).addressClass).toBe('private');
  });

  it("a public registry's bundle URL whose host resolves to this machine is refused before it is requested; the twin resolving to the registry's host is fetched", async () => {
    const port = new URL(registry.url()).port;
    registry.assets['/assets/docs.sigstore.json'] = '{"bundle":true}';
    list({ _meta: surfaceFragment(DIGEST, `http://localhost:${port}/assets/docs.sigstore.json`) });
    const classifyAddress = standIn('public');
    const entry = await read({ classifyAddress });
    registry.hits.length = 0;
    const refused = await codeOf(readEntryBundle(entry, { network: { classifyAddress, lookup: localhostTo('127.0.0.2') } }));
    expect(refused).toMatch(/^IO_ERROR: .*a loopback address, further inside than where the fetch began \(public\)$/);
    expect(registry.hits).toEqual([]);
    const fetched = await readEntryBundle(entry, { network: { classifyAddress, lookup: localhostTo('127.0.0.1') } });
    expect(fetched?.text).toBe('{"bundle":true}');
    expect(registry.hits).toEqual(['/assets/docs.sigstore.json']);
  });

  it.each([
    ['public', 'https://10.1.2.3/assets/docs.sigstore.json', 'private'],
    ['public', 'https://169.254.169.254/latest/meta-data/', 'link-local'],
    ['public', 'https://[::ffff:127.0.0.1]/docs.sigstore.json', 'loopback'],
    ['private', 'http://[::1]:1/docs.sigstore.json', 'loopback'],
  ] as Array<[AddressClass, string, string]>)('a %s registry: a bundle URL %s (%s) is refused', async (cls, url, to) => {
    list({ _meta: surfaceFragment(DIGEST, url) });
    const classifyAddress = (a: string) => (a === '127.0.0.1' ? cls : addressClassOf(a));
    const entry = await read({ classifyAddress });
    expect(await codeOf(readEntryBundle(entry, { network: { classifyAddress } }))).toMatch(
      new RegExp(`^IO_ERROR: .*a ${to} address, further inside than where the fetch began \\(${cls}\\)$`),
    );
  });

  describe('the server the entry names, checked before it is contacted', () => {
    const port = () => new URL(registry.url()).port;
    const check = async (over: Record<string, unknown>, network: RegistryNetwork) => {
      list(over);
      const entry = await read({ classifyAddress: network.classifyAddress });
      return codeOf(checkEntryServerAddress(serverOfRegistryEntry(entry, entry.source), entry, { network }));
    };

    it("a public registry's remote that resolves to this machine is refused (INVALID_INPUT), the URL not shown; the twin resolving to the registry's host passes", async () => {
      const remotes = [{ type: 'streamable-http', url: `http://localhost:${port()}/mcp?key=PLANTED-secret` }];
      const refused = await check({ remotes }, { classifyAddress: standIn('public'), lookup: localhostTo('127.0.0.1', '127.0.0.2') });
      expect(refused).toMatch(
        /^INVALID_INPUT: .*server\.remotes\[0\]\.url leads to a loopback address, further inside than the registry that named it \(public\): not contacted$/,
      );
      expect(refused).not.toContain('PLANTED');
      expect(await check({ remotes }, { classifyAddress: standIn('public'), lookup: localhostTo('127.0.0.1') })).toBe('passed');
    });

    it.each([
      ['https://10.0.0.7/mcp', 'private'],
      ['https://169.254.169.254/mcp', 'link-local'],
      ['https://[fd12:3456::1]/mcp', 'private'],
    ])('a public registry: the remote %s (%s) is refused', async (url, to) => {
      const r = await check({ remotes: [{ type: 'streamable-http', url }] }, { classifyAddress: standIn('public') });
      expect(r).toContain(`leads to a ${to} address`);
    });

    it('a registry on this machine may name a server on it (the twin of every refusal above)', async () => {
      const remotes = [{ type: 'streamable-http', url: `http://localhost:${port()}/mcp` }];
      expect(await check({ remotes }, { lookup: localhostTo('127.0.0.2') })).toBe('passed');
    });

    it.each(['npm', 'pypi'])(
      "a public registry: a %s package whose registryBaseUrl resolves to this machine is not started; resolving to the registry's host it is",
      async (registryType) => {
        const packages = [{ registryType, identifier: 'octo-docs', version: '1.4.2', registryBaseUrl: `http://localhost:${port()}/pkgs/` }];
        const refused = await check({ packages }, { classifyAddress: standIn('public'), lookup: localhostTo('::1') });
        expect(refused).toMatch(/server\.packages\[0\]\.registryBaseUrl leads to a loopback address/);
        expect(await check({ packages }, { classifyAddress: standIn('public'), lookup: localhostTo('127.0.0.1') })).toBe('passed');
      },
    );
  });

  it("a public registry's npm registryBaseUrl on this machine is refused before its packument is asked for; the twin is read", async () => {
    const { base } = serveNpmPackage(registry, PKG, '1.4.2', Buffer.from('tarball bytes'));
    const local = base.replace('127.0.0.1', 'localhost');
    list({ packages: [{ registryType: 'npm', identifier: PKG, version: '1.4.2', registryBaseUrl: local }] });
    const classifyAddress = standIn('public');
    const entry = await read({ classifyAddress });
    registry.hits.length = 0;
    const refused = await codeOf(artifactsOfEntry(entry, { network: { classifyAddress, lookup: localhostTo('127.0.0.2') } }));
    expect(refused).toMatch(/^IO_ERROR: .*a loopback address, further inside than where the fetch began \(public\)$/);
    expect(registry.hits).toEqual([]);
    const [subject] = await artifactsOfEntry(entry, { network: { classifyAddress, lookup: localhostTo('127.0.0.1') } });
    expect(subject?.digest.sha256).toBe(createHash('sha256').update('tarball bytes').digest('hex'));
  });
});

/**
 * `--timeout` bounds the whole command, the npm packument of each package the entry lists included: a
 * registry that never answers ends the command at its deadline, saying so (before, each package waited
 * 60 s of its own). The twin answers and verifies.
 */
describe('verify --registry --timeout bounds the npm packument fetch', () => {
  let bench: SigningBench;
  let registry: HostileRegistry;
  let snapshot = '';
  let packumentPath = '';

  beforeAll(async () => {
    [bench, registry] = await Promise.all([startSigningBench(), startHostileRegistry()]);
    const bytes = Buffer.from('docs-server 1.4.2 tarball');
    const served = serveNpmPackage(registry, PKG, '1.4.2', bytes);
    packumentPath = served.packumentPath;
    const digest = { sha256: createHash('sha256').update(bytes).digest('hex'), sha512: createHash('sha512').update(bytes).digest('hex') };
    const built = buildStatement({
      serverName: NAME,
      serverVersion: '1.4.2',
      tools: TOOLS,
      artifacts: [{ name: `pkg:npm/%40octo-org/docs-server@1.4.2`, digest }],
    });
    registry.assets['/assets/docs.sigstore.json'] = await bench.signText(built.statementText);
    registry.pages = [
      [
        {
          server: {
            name: NAME,
            version: '1.4.2',
            repository: { url: 'https://github.com/octo-org/docs-server' },
            packages: [{ registryType: 'npm', identifier: PKG, version: '1.4.2', registryBaseUrl: served.base }],
            _meta: surfaceFragment(built.manifestDigest, `${registry.url()}/assets/docs.sigstore.json`),
          },
          _meta: official(true),
        },
      ],
    ];
    snapshot = bench.write('docs.snapshot.json', snapshotText(TOOLS));
  });
  afterAll(async () => {
    await registry?.close();
    await bench?.close();
  });

  const verify = () =>
    runInProcess([
      'verify',
      '--registry',
      NAME,
      '--registry-url',
      registry.url(),
      '--trusted-root',
      bench.sigstore.trustedRootPath,
      '--snapshot',
      snapshot,
      '--timeout',
      '2',
    ]);

  it("a packument that never comes: IO_ERROR at the command's --timeout, naming it", async () => {
    registry.hanging.add(packumentPath);
    try {
      const r = await verify();
      expect([r.error, r.code]).toEqual(['IO_ERROR', 2]);
      expect(r.stderr).toMatch(/cannot fetch .*\/npm\/@octo-org%2Fdocs-server: the command's --timeout passed/);
      expect(registry.hits).toContain(packumentPath);
    } finally {
      registry.hanging.delete(packumentPath);
    }
  }, 20_000);

  it('the twin: the packument answers, the tarball is its integrity and a subject of the statement: verified', async () => {
    const r = await verify();
    expect([r.error, r.code]).toEqual([undefined, 0]);
  });
});
