import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSnapshot } from '../../../src/core/snapshot/snapshot.js';
import { parseStatement } from '../../../src/core/statement/statement.js';
import { sha256Hex } from '../../../src/core/surface/sha256.js';
import { ROOT } from '../../support/paths.js';
import { runAction } from '../../support/run-action.js';

/**
 * The publisher action's dry-run as the runner starts it: no id-token: write (no ACTIONS_ID_TOKEN_REQUEST_*
 * in the step's environment), and the endpoints on a closed local port, so signing could only fail.
 */
const NOWHERE = 'http://127.0.0.1:9';
const TOOLS = [
  { name: 'search', description: 'Search the docs', inputSchema: { type: 'object' } },
  { name: 'fetch', description: 'Fetch a page', annotations: { readOnlyHint: true } },
];

describe('the publisher action with dry-run', () => {
  let workspace: string;
  beforeAll(() => {
    if (!existsSync(join(ROOT, 'dist', 'publish.js'))) throw new Error('dist/publish.js is missing: run npm run bundle first');
    workspace = mkdtempSync(join(tmpdir(), 'toolseal-publish-dry-'));
    const snapshot = buildSnapshot({
      server: 'docs',
      transport: 'stdio',
      protocolVersion: '2025-11-25',
      serverInfo: { name: 'docs', version: '1.0.0' },
      pages: 1,
      tools: TOOLS,
    });
    writeFileSync(join(workspace, 'docs.snapshot.json'), JSON.stringify(snapshot));
  });
  afterAll(() => rmSync(workspace, { recursive: true, force: true }));

  const publish = (more: Record<string, string>, outputDir: string) =>
    runAction(ROOT, {
      cwd: workspace,
      inputs: {
        'server-name': 'io.github.octo-org/docs',
        snapshot: 'docs.snapshot.json',
        'previous-bundle': 'none',
        'fulcio-url': NOWHERE,
        'rekor-url': NOWHERE,
        'output-dir': outputDir,
        ...more,
      },
    });

  it('hostile: without dry-run and without id-token: write the step fails (IDENTITY_TOKEN_MISSING, exit 2) and writes nothing', async () => {
    const run = await publish({}, 'signed');
    expect(run.code).toBe(2);
    expect(run.commands.filter((c) => c.command === 'error').map((c) => c.message.split(':')[0])).toEqual(['IDENTITY_TOKEN_MISSING']);
    expect(existsSync(join(workspace, 'signed'))).toBe(false);
  });

  it('twin: dry-run: true writes the statement and manifest with their outputs, no bundle, and the summary says it was not signed', async () => {
    const run = await publish({ 'dry-run': 'true' }, 'dry');
    expect({ code: run.code, stderr: run.stderr, errors: run.commands.filter((c) => c.command === 'error') }).toEqual({
      code: 0,
      stderr: '',
      errors: [],
    });
    expect(readdirSync(join(workspace, 'dry')).sort()).toEqual([
      'io.github.octo-org_docs.manifest.json',
      'io.github.octo-org_docs.statement.json',
    ]);
    expect(Object.keys(run.outputs).sort()).toEqual(['manifest-digest', 'manifest-path', 'revision', 'statement-path', 'tool-count']);
    expect(run.outputs['manifest-digest']).toBe(`sha256:${sha256Hex(readFileSync(run.outputs['manifest-path']!))}`);
    expect(run.outputs).toMatchObject({ revision: '1', 'tool-count': '2' });
    const statement = parseStatement(readFileSync(run.outputs['statement-path']!, 'utf8'), 'statement');
    expect(statement.predicate.revision).toBe(1);
    expect(run.summary).toMatch(/^### toolseal: dry run, not signed: /);
    expect(run.summary).toContain('no OIDC token was asked for, nothing was signed');
    expect(run.stdout).toContain('is written and not signed');
  });
});
