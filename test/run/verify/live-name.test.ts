import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RawTool } from '../../../src/core/surface/surface.js';
import { FIXTURES, ROOT } from '../../support/paths.js';
import { runInProcess } from '../../support/run-cli-in-process.js';
import {
  DEFAULT_CLAIMS,
  DEFAULT_SERVER_NAME,
  sanOf,
  snapshotText,
  startSigningBench,
  type SigningBench,
} from '../../support/signing-bench.js';

const SERVER = join(FIXTURES, 'servers', 'tools-file-server.mjs');
const TOOLS: RawTool[] = [{ name: 'search', description: 'Search the docs', inputSchema: { type: 'object' } }];

// How `verify` names the live server, in its text, its DIGEST_MISMATCH line and --json, against a real stdio
// server (tools-file-server.mjs) and a bundle signed by the local Fulcio and Rekor.
describe('how verify names the live server', () => {
  let bench: SigningBench;
  let bundlePath: string;
  let toolsFile: string;

  beforeAll(async () => {
    bench = await startSigningBench();
    const snapshot = bench.write('docs.snapshot.json', snapshotText(TOOLS));
    const statementPath = join(bench.dir, 'docs.statement.json');
    const s = await runInProcess(['statement', '--snapshot', snapshot, '--server-name', DEFAULT_SERVER_NAME, '--out', statementPath]);
    expect([s.error, s.code]).toEqual([undefined, 0]);
    bundlePath = join(bench.dir, 'docs.sigstore.json');
    const r = await runInProcess(
      ['sign', statementPath, '--bundle', bundlePath, '--fulcio-url', bench.sigstore.fulcioURL, '--rekor-url', bench.sigstore.rekorURL],
      { SIGSTORE_ID_TOKEN: bench.sigstore.issueToken(DEFAULT_CLAIMS) },
    );
    expect([r.error, r.code]).toEqual([undefined, 0]);
    toolsFile = join(bench.dir, 'tools.json');
  });
  afterAll(async () => {
    await bench.close();
  });

  const verify = (...more: string[]) =>
    runInProcess([
      'verify',
      '--bundle',
      bundlePath,
      '--certificate-identity',
      sanOf(DEFAULT_CLAIMS),
      '--trusted-root',
      bench.sigstore.trustedRootPath,
      ...more,
      '--',
      process.execPath,
      SERVER,
      toolsFile,
    ]);

  // docs/verifying.md: the live server is named as every command names it. It was named by its command's
  // path alone (`from "/usr/bin/node"`), which says nothing of which server ran.
  const LABEL = 'stdio server "node tools-file-server.mjs"';

  it('(hostile) a changed server: the report and the DIGEST_MISMATCH line name it as every command does', async () => {
    writeFileSync(toolsFile, JSON.stringify([{ ...TOOLS[0], description: 'changed' }]));
    const r = await verify();
    expect([r.error, r.code]).toEqual(['DIGEST_MISMATCH', 1]);
    expect(r.stdout).toContain(`1 live tool from ${LABEL})`);
    expect(r.stderr).toBe(
      `toolseal: DIGEST_MISMATCH: the live tools of ${LABEL} differ from the signed surface of "${DEFAULT_SERVER_NAME}"\n`,
    );
    expect(readFileSync(join(ROOT, 'docs', 'verifying.md'), 'utf8').replace(/\s+/g, ' ')).toContain(
      '`1 live tool from stdio server "node server.mjs"`',
    );
  }, 60_000);

  it('twin: the signed server: match same, the same name in the text and in --json live.source', async () => {
    writeFileSync(toolsFile, JSON.stringify(TOOLS));
    const t = await verify();
    expect([t.error, t.code]).toEqual([undefined, 0]);
    expect(t.stdout).toContain(`1 live tool from ${LABEL})`);
    const j = await verify('--json');
    expect(JSON.parse(j.stdout)).toMatchObject({ match: 'same', live: { server: 'tools-file-server', source: LABEL, toolCount: 1 } });
  }, 60_000);
});
