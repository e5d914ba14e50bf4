// Server names in statements follow the MCP registry's format (ASCII, `^[a-zA-Z0-9.-]+/[a-zA-Z0-9._-]+$`):
// a look-alike (`іo.github.victim/docs` with a Cyrillic і) or a name with a leading space is refused
// before signing and at verification (exit 2), where it would otherwise step around the namespace rule.
import { buildStatement } from '../../src/core/statement/statement.js';
import { canonicalize } from '../../src/core/json/jcs.js';
import { EXIT } from '../../src/core/errors.js';
import { githubClaims } from '../support/local-sigstore.js';
import { runInProcess } from '../support/run-cli-in-process.js';
import { TOOLS, sanOf, snapshotText, startSigningBench, type SigningBench } from '../support/signing-bench.js';

const LOOKALIKE = '\u0456o.github.victim/docs'; // Cyrillic small letter byelorussian-ukrainian i
const HOSTILE = [LOOKALIKE, ' io.github.victim/docs'];

describe('statement: a server name outside the registry format', () => {
  let bench: SigningBench;
  let snapshot: string;
  beforeAll(async () => {
    bench = await startSigningBench();
    snapshot = bench.write('docs.snapshot.json', snapshotText(TOOLS));
  });
  afterAll(() => bench.close());

  it.each(HOSTILE)('refuses %j before anything is signed (INVALID_SERVER_NAME, exit 2)', async (name) => {
    const r = await runInProcess(['statement', '--snapshot', snapshot, '--server-name', name]);
    expect([r.code, r.error]).toEqual([EXIT.INVALID_INPUT, 'INVALID_SERVER_NAME']);
    expect(r.stdout).toBe('');
  });

  it('control: the ASCII name is accepted', async () => {
    const r = await runInProcess(['statement', '--snapshot', snapshot, '--server-name', 'io.github.victim/docs']);
    expect([r.code, r.error]).toEqual([0, undefined]);
  });

  it('sign refuses a statement file that carries such a name', async () => {
    const st = buildStatement({ serverName: 'io.github.evil/docs', serverVersion: '1', tools: TOOLS }).statement;
    const forged = canonicalize({
      ...st,
      subject: [{ ...st.subject[0]!, name: LOOKALIKE }],
      predicate: { ...st.predicate, server: LOOKALIKE },
    });
    const file = bench.write('forged.statement.json', forged);
    const r = await runInProcess([
      'sign',
      file,
      '--bundle',
      bench.write('x.sigstore.json', ''),
      '--identity-token',
      'unused',
      '--fulcio-url',
      bench.sigstore.fulcioURL,
      '--rekor-url',
      bench.sigstore.rekorURL,
    ]);
    expect([r.code, r.error]).toEqual([EXIT.INVALID_INPUT, 'INVALID_SERVER_NAME']);
  });
});

describe('verify: a signed statement whose server name is outside the registry format', () => {
  // The attacker signs from their own repository, under a name that reads as the victim's.
  const evil = githubClaims({ repository: 'evil/docs-server', ref: 'refs/tags/v1.0.0' });
  let bench: SigningBench;
  let snapshot: string;
  const signedAs = async (name: string) => {
    const st = buildStatement({ serverName: 'io.github.evil/docs', serverVersion: '1', tools: TOOLS }).statement;
    const text = canonicalize({ ...st, subject: [{ ...st.subject[0]!, name }], predicate: { ...st.predicate, server: name } });
    return bench.write(`signed-${Buffer.from(name).toString('hex')}.sigstore.json`, await bench.signText(text, evil));
  };
  const verify = (bundle: string) =>
    runInProcess([
      'verify',
      '--bundle',
      bundle,
      '--snapshot',
      snapshot,
      '--trusted-root',
      bench.sigstore.trustedRootPath,
      '--certificate-identity',
      sanOf(evil),
    ]);

  beforeAll(async () => {
    bench = await startSigningBench();
    snapshot = bench.write('docs.snapshot.json', snapshotText(TOOLS));
  });
  afterAll(() => bench.close());

  it.each(HOSTILE)('refuses %j (INVALID_SERVER_NAME, exit 2), though the signature is valid', async (name) => {
    const r = await verify(await signedAs(name));
    expect([r.code, r.error]).toEqual([EXIT.INVALID_INPUT, 'INVALID_SERVER_NAME']);
  });

  it('control: the ASCII name of the victim signed by another owner fails the namespace rule (exit 1)', async () => {
    const r = await verify(await signedAs('io.github.victim/docs'));
    expect([r.code, r.error]).toEqual([EXIT.CHECK_FAILED, 'NAMESPACE_MISMATCH']);
  });

  it("control: the signer's own name verifies (exit 0)", async () => {
    const r = await verify(await signedAs('io.github.evil/docs'));
    expect([r.code, r.error]).toEqual([0, undefined]);
  });
});
