// Audit finding 7: a stdio server's arguments may carry a key (a remote proxy's target URL). The server's
// label shows no argument value, and whatever the server (or the runtime starting it) echoes of them is
// redacted, in every output: stdout, stderr, --markdown, --json, --audit and the snapshot file.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emptyLock } from '../../../src/core/lock/lock.js';
import { serializeLockBytes } from '../../../src/core/lock/lock-text.js';
import { FIXTURES } from '../../support/paths.js';
import { runCliProcess } from '../../support/run-process.js';

const node = process.execPath;
const SCRIPTED = join(FIXTURES, 'servers', 'scripted-stdio-server.mjs');
const KEY = 'sk_live_SUPERSECRET123';
const SECRET_URL = `https://h/sse?api_key=${KEY}`;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-args-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function config(name: string, cfg: unknown): string {
  const file = join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(cfg));
  return file;
}

/** Runs `check` with every report it can write, and returns all of it as one text (plus the exit code). */
async function checkEverything(server: string[]): Promise<{ code: number | null; all: string; markdown: string }> {
  const md = join(dir, 'report.md');
  const audit = join(dir, 'audit.jsonl');
  // A lock that pins nothing (a --lock that does not exist is an error).
  const lock = join(dir, 'empty.lock');
  writeFileSync(lock, serializeLockBytes(emptyLock()));
  const text = await runCliProcess(['check', '--lock', lock, '--markdown', md, '--audit', audit, '--', ...server]);
  const json = await runCliProcess(['check', '--lock', lock, '--json', '--', ...server]);
  const markdown = existsSync(md) ? readFileSync(md, 'utf8') : '';
  const all = [text.stdout, text.stderr, json.stdout, json.stderr, markdown, existsSync(audit) ? readFileSync(audit, 'utf8') : ''].join(
    '\n',
  );
  return { code: text.code, all, markdown };
}

describe('arguments after -- stay out of every output (finding 7)', () => {
  it('a server that echoes its arguments on stderr and exits: the key is redacted, the echo still shows', async () => {
    const r = await checkEverything([node, SCRIPTED, config('echo', { echoArgs: true }), SECRET_URL]);
    expect(r.code).toBe(4);
    expect(r.all).not.toContain('SUPERSECRET');
    // Control: the server's own line reached the report (so it is the redaction that kept the key out),
    // and the label names the script.
    expect(r.all).toContain('connecting to ');
    expect(r.markdown).toContain('scripted-stdio-server.mjs');
  });

  it('a command whose first argument is the URL: the label is the command alone, the runtime echo is redacted', async () => {
    // node is asked to run "https://h/sse?api_key=…" as a script: it fails, quoting the (normalized) path.
    const r = await checkEverything([node, SECRET_URL]);
    expect(r.code).toBe(4);
    expect(r.all).not.toContain('SUPERSECRET');
    // Control: the runtime's error line is what the message carries (the key's value redacted in it).
    expect(r.all).toContain('Cannot find module');
  });

  it('snapshot of a server given the URL: exit 0, nothing of it in stdout, stderr or the snapshot file', async () => {
    const out = join(dir, 'snap.json');
    const r = await runCliProcess(['snapshot', '--out', out, '--', node, SCRIPTED, config('plain', {}), SECRET_URL]);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/^scripted: 1 tool in 1 page, sha256:/);
    expect([r.stdout, r.stderr, readFileSync(out, 'utf8')].join('\n')).not.toContain('SUPERSECRET');
  });

  it('a failing snapshot: the error line carries no argument value', async () => {
    const r = await runCliProcess(['snapshot', '--json', '--', node, SCRIPTED, config('echo', { echoArgs: true }), `--api-key=${KEY}`]);
    expect(r.code).toBe(4);
    expect(r.stderr).toMatch(/^toolseal: SNAPSHOT_INCOMPLETE: stdio server "node scripted-stdio-server\.mjs": .*connecting to \*\*\*\n$/);
    expect(r.stdout + r.stderr).not.toContain('SUPERSECRET');
  });
});
