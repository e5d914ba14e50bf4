import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInProcess } from '../../support/run-cli-in-process.js';

// `toolseal canonicalize FILE` in this process: RFC 8785 bytes on stdout, no final newline; what cannot be
// canonicalized without a change is refused with exit 2 and one line.
let dir: string;
beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'toolseal-canonicalize-'))));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string | Buffer) => {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
};

describe('toolseal canonicalize', () => {
  it('writes the canonical form: members sorted, numbers in their shortest form, no space, no newline', async () => {
    const r = await runInProcess(['canonicalize', file('in.json', '{ "b": [1e21, -0, 1.50], "a": "\\u00e9" }\n')]);
    expect([r.code, r.stdout, r.stderr]).toEqual([0, '{"a":"é","b":[1e+21,0,1.5]}', '']);
  });

  it('refuses a duplicate member spelled with an escape, a lone surrogate and bytes not UTF-8 (hostile)', async () => {
    for (const [name, text, where] of [
      ['dup.json', '{"a":1,"\\u0061":2}', 'dup.json'],
      ['surrogate.json', '["\\ud800"]', 'surrogate.json: cannot canonicalize $[0]: lone surrogate'],
      ['latin1.json', Buffer.from([0x5b, 0x22, 0xe9, 0x22, 0x5d]), 'latin1.json'],
    ] as const) {
      const r = await runInProcess(['canonicalize', file(name, text)]);
      expect([name, r.code, r.stdout]).toEqual([name, 2, '']);
      expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
      expect(r.stderr).toContain(where);
    }
  });

  it('twin: the same members without the escape, and a surrogate pair, pass', async () => {
    expect((await runInProcess(['canonicalize', file('ok.json', '{"a":1,"b":2}')])).stdout).toBe('{"a":1,"b":2}');
    expect((await runInProcess(['canonicalize', file('pair.json', '["\\ud83d\\ude00"]')])).stdout).toBe('["😀"]');
  });

  it('with --json, an error is also one JSON object on stdout; two files are a usage error', async () => {
    const r = await runInProcess(['canonicalize', '--json', file('bad.json', '{')]);
    expect(r.code).toBe(2);
    expect(JSON.parse(r.stdout)).toEqual({ code: 'INVALID_JSON', message: expect.stringContaining('bad.json') });
    expect((await runInProcess(['canonicalize', 'a.json', 'b.json'])).error).toBe('USAGE');
  });
});
