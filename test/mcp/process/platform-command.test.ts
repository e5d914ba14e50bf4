// Starting a user-named command as the platform does (platform-command.ts), through the one owner of a
// stdio server's process: a real MCP server (argv-echo-server.mjs) tells in its tool's description the
// arguments that reached it. POSIX: no shell, ever (a shell's syntax in an argument is bytes, not a
// command; PATHEXT plays no part). Windows: a .cmd shim, found by its bare name through PATHEXT, runs
// through cmd.exe with every argument quoted, and the same hostile arguments reach the server as they are.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { isToolsealError } from '../../../src/core/errors.js';
import { platformCommand } from '../../../src/mcp/process/platform-command.js';
import { DEFAULT_LIMITS, type ServerSpec } from '../../../src/mcp/server/server-spec.js';
import { takeSnapshot } from '../../../src/mcp/snapshot/server-snapshots.js';
import { FIXTURES } from '../../support/paths.js';

const ARGV_SERVER = join(FIXTURES, 'servers', 'argv-echo-server.mjs');
const limits = { ...DEFAULT_LIMITS, timeoutMs: 30_000 };
const windows = process.platform === 'win32';
const onPosix = windows ? describe.skip : describe;
const onWindows = windows ? describe : describe.skip;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-platform-command-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The arguments the server says it was started with (its one tool's description). */
async function argvSeen(spec: ServerSpec): Promise<string[]> {
  const snapshot = await takeSnapshot(spec, limits);
  const tool = snapshot.tools.find((t) => t.name === 'argv');
  return JSON.parse(String(tool?.description)) as string[];
}

/** The message of the snapshot's failure (its code must be SNAPSHOT_INCOMPLETE). */
async function startFailure(spec: ServerSpec): Promise<string> {
  try {
    await takeSnapshot(spec, limits);
  } catch (e) {
    if (isToolsealError(e) && e.code === 'SNAPSHOT_INCOMPLETE') return e.message;
    throw e;
  }
  throw new Error('the server started');
}

/** Arguments each of which runs a command in some shell: each would create a file in `dir` if it ran. */
function hostileArgs(): string[] {
  const touch = (name: string) => (windows ? `echo pwned> "${join(dir, name)}"` : `touch ${join(dir, name)}`);
  return [
    `a;${touch('semicolon')}`,
    `$(${touch('dollar')})`,
    `\`${touch('backtick')}\``,
    `a&${touch('ampersand')}`,
    `a|${touch('pipe')}`,
    `a&&${touch('and')}`,
    `"x" & ${touch('quote')}`,
    `a^&${touch('caret')}`,
    `a>${join(dir, 'redirect')}`,
    `%PATH%`,
    `!PATH!`,
    `%%cd:~,%`,
    'back\\slash\\\\"quote\\',
    '',
    'two  spaces\tand a tab',
    'ünïcödé ✓',
  ];
}

const PLAIN = ['--port', '3000', 'plain-value'];

describe('platformCommand', () => {
  onPosix('on POSIX', () => {
    it('a command and its arguments are handed on as they are (no shell, no lookup of ours)', () => {
      const args = hostileArgs();
      expect(platformCommand('npx', args, { env: { PATH: '/nowhere' } })).toEqual({
        command: 'npx',
        args,
        windowsVerbatimArguments: false,
      });
    });
  });
});

onPosix('starting a stdio server on POSIX: no shell, ever', () => {
  it("hostile arguments (a shell's ; $( ) ` & | > and cmd.exe's % ! ^) reach the server byte for byte, and nothing runs", async () => {
    const args = [...hostileArgs(), 'a line\nbreak', 'a\rreturn'];
    expect(await argvSeen({ kind: 'stdio', command: process.execPath, args: [ARGV_SERVER, ...args] })).toEqual(args);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('the twin: plain arguments reach it the same', async () => {
    expect(await argvSeen({ kind: 'stdio', command: process.execPath, args: [ARGV_SERVER, ...PLAIN] })).toEqual(PLAIN);
  });

  it("a bare name is found on the server's PATH as execvp finds it: an executable script `srv` starts, its arguments as they are", async () => {
    const srv = join(dir, 'srv');
    writeFileSync(srv, `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} ${JSON.stringify(ARGV_SERVER)} "$@"\n`);
    chmodSync(srv, 0o755);
    const args = hostileArgs();
    const seen = await argvSeen({ kind: 'stdio', command: 'srv', args, env: { PATH: `${dir}${delimiter}${process.env.PATH}` } });
    expect(seen).toEqual(args);
    expect(readdirSync(dir)).toEqual(['srv']);
  });

  it('PATHEXT plays no part: `srv` with only srv.cmd on the PATH does not start, in one line naming the command and not the environment', async () => {
    writeFileSync(join(dir, 'srv.cmd'), `@node "${ARGV_SERVER}" %*\r\n`);
    chmodSync(join(dir, 'srv.cmd'), 0o755);
    const message = await startFailure({
      kind: 'stdio',
      command: 'srv',
      args: PLAIN,
      env: { PATH: `${dir}${delimiter}${process.env.PATH}`, PATHEXT: '.COM;.EXE;.BAT;.CMD', API_TOKEN: 'tok-3f9a1c' },
    });
    expect(message).toMatch(
      /cannot start "srv": no such file or directory \(looked for on the server's PATH, or its working directory is missing\)$/,
    );
    expect(message).not.toContain('\n');
    expect(message).not.toContain('tok-3f9a1c');
    expect(message).not.toContain(dir);
  });
});

/** A .cmd shim in `dir` that runs the argv server with its arguments, as npm's shims (npx.cmd) do. */
function writeShim(name: string): string {
  const file = join(dir, name);
  writeFileSync(file, `@"${process.execPath}" "${ARGV_SERVER}" %*\r\n`);
  return file;
}

onWindows('starting a stdio server on Windows: .cmd shims through cmd.exe, arguments quoted', () => {
  const env = () => ({ PATH: `${dir}${delimiter}${process.env.PATH}` });

  it('a bare name found through PATHEXT (srv → srv.cmd) starts, and hostile arguments reach the server byte for byte, running nothing', async () => {
    writeShim('srv.cmd');
    const args = hostileArgs();
    expect(await argvSeen({ kind: 'stdio', command: 'srv', args, env: env() })).toEqual(args);
    expect(readdirSync(dir)).toEqual(['srv.cmd']);
  });

  it('the twin: plain arguments reach the shim by its full path the same', async () => {
    const shim = writeShim('srv.cmd');
    expect(await argvSeen({ kind: 'stdio', command: shim, args: PLAIN })).toEqual(PLAIN);
  });

  it('a .bat file in a folder with a space and a & in its name starts, with the hostile arguments as they are', async () => {
    mkdirSync(join(dir, 'a b&c'));
    const bat = join(dir, 'a b&c', 'srv.bat');
    writeFileSync(bat, `@"${process.execPath}" "${ARGV_SERVER}" %*\r\n`);
    const args = hostileArgs();
    expect(await argvSeen({ kind: 'stdio', command: bat, args })).toEqual(args);
    expect(readdirSync(dir)).toEqual(['a b&c']);
  });

  it('a line break in an argument of a shim: not started, one line naming the command (cmd.exe would end its command line there)', async () => {
    writeShim('srv.cmd');
    const message = await startFailure({
      kind: 'stdio',
      command: 'srv',
      args: ['a\r\necho pwned'],
      env: { ...env(), API_TOKEN: 'tok-3f9a1c' },
    });
    expect(message).toMatch(
      /cannot start "srv": invalid argument \(on Windows, an argument of a \.cmd or \.bat file cannot hold a line break\)$/,
    );
    expect(message).not.toContain('tok-3f9a1c');
  });

  it('the twin: the same line break reaches node.exe, started as it is (no cmd.exe)', async () => {
    const args = ['a\r\necho pwned', 'a\nb'];
    expect(await argvSeen({ kind: 'stdio', command: process.execPath, args: [ARGV_SERVER, ...args] })).toEqual(args);
  });

  it('a command found nowhere: not started (not cmd.exe\'s "not recognized" read as the server\'s end), one line naming it', async () => {
    const message = await startFailure({ kind: 'stdio', command: 'no-such-srv', args: PLAIN, env: env() });
    expect(message).toMatch(
      /cannot start "no-such-srv": no such file or directory \(looked for on the server's PATH with the extensions of PATHEXT/,
    );
    expect(existsSync(join(dir, 'no-such-srv'))).toBe(false);
  });
});
