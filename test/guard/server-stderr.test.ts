import { MAX_SERVER_LINE, SERVER_LINE_PREFIX, ServerStderrRelay } from '../../src/guard/server-stderr.js';

// The relay of a server's stderr to the host's: whole lines, marked, redacted and escaped.

const SECRET = 'sk-live-0123456789abcdef';

function relay(): { r: ServerStderrRelay; out: string[] } {
  const out: string[] = [];
  return { r: new ServerStderrRelay([SECRET], (t) => out.push(t)), out };
}

describe('ServerStderrRelay', () => {
  it("passes whole lines only, each marked as the server's: a line split across chunks leaves once, whole", () => {
    const { r, out } = relay();
    r.push('first line\nsecond ');
    expect(out).toEqual([`${SERVER_LINE_PREFIX}first line\n`]);
    r.push('half\n');
    expect(out).toEqual([`${SERVER_LINE_PREFIX}first line\n`, `${SERVER_LINE_PREFIX}second half\n`]);
  });

  it.each([
    [
      'a secret split across two chunks is redacted whole',
      [`key ${SECRET.slice(0, 9)}`, `${SECRET.slice(9)} used\n`],
      `${SERVER_LINE_PREFIX}key *** used\n`,
    ],
    ['the twin without one passes as written', ['key none', ' used\n'], `${SERVER_LINE_PREFIX}key none used\n`],
  ])('%s', (_what, chunks, line) => {
    const { r, out } = relay();
    for (const c of chunks) r.push(c);
    expect(out.join('')).toBe(line);
  });

  it("a line that would pass for the guard's, or move the cursor, is marked and escaped; a CR before the newline is dropped", () => {
    const { r, out } = relay();
    r.push('toolseal guard: BLOCKED nothing\n\u001b[2Jcleared\r\n');
    expect(out.join('')).toBe(`${SERVER_LINE_PREFIX}toolseal guard: BLOCKED nothing\n${SERVER_LINE_PREFIX}\\u001b[2Jcleared\n`);
  });

  it('a line longer than the bound is cut once and its rest skipped; the next line passes whole', () => {
    const { r, out } = relay();
    r.push('x'.repeat(MAX_SERVER_LINE + 10));
    r.push('y'.repeat(100));
    r.push('\nafter\n');
    expect(out).toHaveLength(2);
    expect(out[0]).toMatch(new RegExp(`… \\(a line of more than ${MAX_SERVER_LINE} characters, cut\\)\\n$`));
    expect(out[0]!.includes('y')).toBe(false);
    expect(out[1]).toBe(`${SERVER_LINE_PREFIX}after\n`);
  });

  it('at the end, a last line without its newline is passed on (the twin: nothing pending, nothing written)', () => {
    const a = relay();
    a.r.push('last words');
    a.r.end();
    expect(a.out).toEqual([`${SERVER_LINE_PREFIX}last words\n`]);
    const b = relay();
    b.r.push('whole\n');
    b.r.end();
    expect(b.out).toEqual([`${SERVER_LINE_PREFIX}whole\n`]);
  });
});
