import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseJsonStrict } from '../../../src/core/json/strict-reader.js';
import type { RawTool } from '../../../src/core/surface/surface.js';
import { ROOT } from '../../support/paths.js';
import { runNode } from '../../support/run-process.js';
import { runInProcess } from '../../support/run-cli-in-process.js';
import {
  DEFAULT_CLAIMS,
  DEFAULT_SERVER_NAME,
  sanOf,
  snapshotText,
  startSigningBench,
  type SigningBench,
} from '../../support/signing-bench.js';

/**
 * Tool names that need escapes in JSON, through the whole signing path (statement → sign → statement
 * --previous → verify). Node 24's JSON.parse can misread an escaped member name: once an object with the
 * members `aa-…` then `ab\` (written `"ab\\"`) was parsed anywhere in the process, a later object with `aa-…`
 * then `"ab\t"` comes back with `ab\` instead of a, b, TAB. A statement's toolDigests and toolFieldDigests
 * are such objects, so a reader that used JSON.parse would compare the live tools with a tool nobody signed.
 */
describe('tool names written with escapes in a signed statement', () => {
  // A first name no object in this process has had, so the only way on from it that V8 knows is the
  // one primeV8() lays down (it reads a member name by that expectation when there is exactly one).
  const FIRST = `aa-${process.pid}-${Date.now()}`;
  const TOOLS: RawTool[] = [
    { name: FIRST, description: 'first' },
    { name: 'ab\t', description: 'tab' },
  ];
  /** What a process may have parsed before (any JSON text: a config, an API answer, another document). */
  const primeV8 = () => JSON.parse(`{"earlier":{"${FIRST}":"1","ab\\\\":"2"}}`) as unknown;
  const changedTools: RawTool[] = [TOOLS[0]!, { ...TOOLS[1]!, description: 'tab, changed' }];
  const SAN = sanOf(DEFAULT_CLAIMS);
  let bench: SigningBench;
  let statementPath: string;
  let bundlePath: string;

  beforeAll(async () => {
    primeV8();
    bench = await startSigningBench();
    const snapshot = bench.write('escaped.snapshot.json', snapshotText(TOOLS));
    statementPath = join(bench.dir, 'escaped.statement.json');
    const s = await runInProcess(['statement', '--snapshot', snapshot, '--server-name', DEFAULT_SERVER_NAME, '--out', statementPath]);
    expect([s.error, s.code]).toEqual([undefined, 0]);
    bundlePath = join(bench.dir, 'escaped.sigstore.json');
    const r = await runInProcess(
      ['sign', statementPath, '--bundle', bundlePath, '--fulcio-url', bench.sigstore.fulcioURL, '--rekor-url', bench.sigstore.rekorURL],
      { SIGSTORE_ID_TOKEN: bench.sigstore.issueToken(DEFAULT_CLAIMS) },
    );
    expect([r.error, r.code]).toEqual([undefined, 0]);
  });
  afterAll(async () => {
    await bench.close();
  });

  it('is a text Node 24 JSON.parse misreads after such an object (the premise; shown in a fresh process)', async () => {
    // A fresh process: in this one, the readers above have already laid down other ways on from FIRST.
    const script = bench.write(
      'misread.mjs',
      [
        "import { readFileSync } from 'node:fs';",
        'const [file, first] = process.argv.slice(2);',
        'JSON.parse(`{"earlier":{"${first}":"1","ab\\\\\\\\":"2"}}`);',
        'console.log(JSON.stringify(Object.keys(JSON.parse(readFileSync(file, "utf8")).predicate.toolDigests)));',
      ].join('\n'),
    );
    const r = await runNode(script, [statementPath, FIRST]);
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual([FIRST, 'ab\\']);
    const exact = (parseJsonStrict(readFileSync(statementPath, 'utf8'), 'statement') as { predicate: { toolDigests: object } }).predicate
      .toolDigests;
    expect(Object.keys(exact)).toEqual([FIRST, 'ab\t']);
  });

  it("is signed over the statement file's exact bytes", () => {
    const bundle = parseJsonStrict(readFileSync(bundlePath, 'utf8'), 'bundle') as { dsseEnvelope: { payload: string } };
    expect(Buffer.from(bundle.dsseEnvelope.payload, 'base64').toString('utf8')).toBe(readFileSync(statementPath, 'utf8'));
  });

  it('verifies against the same tools (match: same)', async () => {
    const live = bench.write('escaped-live.snapshot.json', snapshotText(TOOLS));
    primeV8();
    const r = await runInProcess([
      'verify',
      '--bundle',
      bundlePath,
      '--snapshot',
      live,
      '--certificate-identity',
      SAN,
      '--trusted-root',
      bench.sigstore.trustedRootPath,
      '--json',
    ]);
    expect([r.error, r.code]).toEqual([undefined, 0]);
    expect(JSON.parse(r.stdout)).toMatchObject({ match: 'same', changed: [] });
  });

  it('names exactly the escaped tool that changed, with its field', async () => {
    const live = bench.write('escaped-changed.snapshot.json', snapshotText(changedTools));
    primeV8();
    const r = await runInProcess([
      'verify',
      '--bundle',
      bundlePath,
      '--snapshot',
      live,
      '--certificate-identity',
      SAN,
      '--trusted-root',
      bench.sigstore.trustedRootPath,
      '--json',
    ]);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout) as { match: string; changed: Array<{ tool: string; fields: string[] }> };
    expect(report.match).toBe('different');
    expect(report.changed.map((c) => [c.tool, c.fields])).toEqual([['ab\t', ['description']]]);
  });

  it('chains from the signed bundle (--previous, verified) to revision 2', async () => {
    const next = bench.write('escaped-next.snapshot.json', snapshotText(changedTools));
    primeV8();
    const r = await runInProcess([
      'statement',
      '--snapshot',
      next,
      '--server-name',
      DEFAULT_SERVER_NAME,
      '--previous',
      bundlePath,
      '--certificate-identity',
      SAN,
      '--trusted-root',
      bench.sigstore.trustedRootPath,
      '--out',
      join(bench.dir, 'escaped-2.statement.json'),
      '--json',
    ]);
    expect([r.error, r.code]).toEqual([undefined, 0]);
    expect(JSON.parse(r.stdout)).toMatchObject({ revision: 2, previousVerified: true });
  });
});

describe('the signing and verification path reads JSON only through the strict reader', () => {
  // Every file that reads a bundle, a statement, a trusted root, an OIDC answer or an event payload.
  const FILES = [
    'src/core/statement/statement.ts',
    'src/core/statement/identity-policy.ts',
    'src/core/statement/verify-report.ts',
    'src/sigstore/sign.ts',
    'src/sigstore/verify.ts',
    'src/sigstore/trusted-root.ts',
    'src/sigstore/prehashed.ts',
    'src/run/publish.ts',
    'src/run/verify.ts',
    'src/fs/read-path-or-url.ts',
    'src/github/oidc.ts',
    'src/github/release.ts',
    'src/cli/commands/statement.ts',
    'src/cli/commands/sign.ts',
    'src/cli/commands/verify.ts',
    'src/cli/commands/verify-bundle.ts',
    'src/action/publish.ts',
    'src/action/verify.ts',
  ];
  it.each(FILES)('%s calls neither JSON.parse nor Response.json()', (file) => {
    const code = readFileSync(join(ROOT, file), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\/\/.*$/gm, '');
    expect(code).not.toMatch(/JSON\.parse\s*\(|\.json\(\s*\)/);
  });
});
