import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_PUBLISHER_META_BYTES } from '../../../../src/core/origin/registry-fragment.js';
import { runInProcess } from '../../../support/run-cli-in-process.js';
import { snapshotText, TOOLS } from '../../../support/signing-bench.js';

const SERVER = 'io.github.octo-org/docs';

describe('statement --registry-fragment: the server.json _meta fragment for the MCP Registry', () => {
  let dir: string;
  let snapshot: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'toolseal-fragment-'));
    snapshot = join(dir, 'docs.snapshot.json');
    writeFileSync(snapshot, snapshotText(TOOLS));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const statement = (...more: string[]) =>
    runInProcess(['statement', '--snapshot', snapshot, '--server-name', SERVER, '--out', join(dir, 's.statement.json'), '--json', ...more]);

  it('writes {manifestDigest, revision, bundle, interop (the signed set hashes)} under the publisher-provided key, the bundle URL or the attestation digest', async () => {
    const file = join(dir, 'fragment.json');
    const url = 'https://github.com/octo-org/docs/releases/download/v1.4.2/io.github.octo-org_docs.sigstore.json';
    const r = await statement('--registry-fragment', file, '--bundle-url', url);
    expect([r.error, r.code]).toEqual([undefined, 0]);
    const digest = JSON.parse(r.stdout).manifestDigest;
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      _meta: {
        'io.modelcontextprotocol.registry/publisher-provided': {
          'dev.toolseal/surface': {
            manifestDigest: digest,
            revision: 1,
            bundle: url,
            interop: JSON.parse(readFileSync(join(dir, 's.statement.json'), 'utf8')).predicate.interop,
          },
        },
      },
    });
    const byDigest = join(dir, 'fragment-digest.json');
    expect((await statement('--registry-fragment', byDigest)).code).toBe(0);
    expect(
      JSON.parse(readFileSync(byDigest, 'utf8'))._meta['io.modelcontextprotocol.registry/publisher-provided']['dev.toolseal/surface']
        .bundle,
    ).toBe(digest);
  });

  it('refuses a fragment over 4 KB (nothing written), while one just under passes', async () => {
    const base = 'https://example.com/';
    // The publisher-provided object without the URL's path is about 430 bytes (the interop set hashes about 270 of
    // them): these two land either side of the bound.
    const over = join(dir, 'over.json');
    const r = await statement('--registry-fragment', over, '--bundle-url', base + 'a'.repeat(MAX_PUBLISHER_META_BYTES));
    expect([r.error, r.code]).toEqual(['INVALID_INPUT', 2]);
    expect(existsSync(over)).toBe(false);
    const under = join(dir, 'under.json');
    expect((await statement('--registry-fragment', under, '--bundle-url', base + 'a'.repeat(MAX_PUBLISHER_META_BYTES - 600))).code).toBe(0);
    expect(existsSync(under)).toBe(true);
  });

  it.each([
    ['plain http to another host', 'http://example.com/b.sigstore.json'],
    ['credentials in the URL', 'https://user:secret@example.com/b.sigstore.json'],
    ['not a URL or a digest', 'b.sigstore.json'],
  ])('refuses a bundle URL with %s (exit 2)', async (_what, url) => {
    const r = await statement('--registry-fragment', join(dir, 'bad.json'), '--bundle-url', url);
    expect([r.error, r.code]).toEqual(['INVALID_INPUT', 2]);
    expect(r.stderr).not.toContain('secret');
  });
});
