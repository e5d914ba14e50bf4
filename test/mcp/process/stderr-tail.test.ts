import { crashLineOf, StderrTail, stderrReasonOf, STDERR_TAIL_LINES } from '../../../src/mcp/process/stderr-tail.js';

// What a snapshot keeps of a server's stderr and says of it in a failure's message: the line that reads
// as an error, the last lines, each redacted, cut and escaped; whole lines only, so a cut never shows
// part of a secret; and --verbose lines as they arrive. Hostile lines beside their plain twins.

const SECRET = 'sk-live-0123456789abcdef0123';

describe('crashLineOf', () => {
  it.each([
    ['Error: Cannot find module ./x', 'Error: Cannot find module ./x'],
    ['TypeError: x is not a function', 'TypeError: x is not a function'],
    ['Error [ERR_MODULE_NOT_FOUND]: no such package', 'Error [ERR_MODULE_NOT_FOUND]: no such package'],
    ['ModuleNotFoundError: No module named mcp', 'ModuleNotFoundError: No module named mcp'],
    ['panic: runtime error', 'panic: runtime error'],
    ['FATAL out of memory', 'FATAL out of memory'],
  ])('finds %j above the stack that follows it', (line, found) => {
    expect(crashLineOf(`starting\n${line}\n    at main (x.js:1:1)\nNode.js v24.0.0\n`)).toEqual({ line: found, isError: true });
  });

  it('with no line that reads as an error, the last one that is not empty; none for an empty tail', () => {
    expect(crashLineOf('listening\nterror: this is not an error line\n\n')).toEqual({
      line: 'terror: this is not an error line',
      isError: false,
    });
    expect(crashLineOf('\n \r\n')).toBeUndefined();
  });
});

describe('stderrReasonOf', () => {
  it('is empty for a server that said nothing', () => {
    expect(stderrReasonOf('', [])).toBe('');
  });

  it('its last line, or its last lines joined; the error line first when it is further up', () => {
    expect(stderrReasonOf('only line\n', [])).toBe('; its last stderr line: only line');
    const lines = ['Error: boom', ...Array.from({ length: 7 }, (_, i) => `  at frame ${i}`)];
    const last = lines.slice(-STDERR_TAIL_LINES).map((l) => l.trim());
    expect(stderrReasonOf(lines.join('\n'), [])).toBe(`; its error on stderr: Error: boom; its last 5 stderr lines: ${last.join(' | ')}`);
    // The twin: an error line among the last ones is not said twice.
    expect(stderrReasonOf('Error: boom\nbye\n', [])).toBe('; its last 2 stderr lines: Error: boom | bye');
  });

  it('redacts a secret before cutting a line to 200 characters, and escapes control characters', () => {
    const reason = stderrReasonOf(`${'x'.repeat(190)} key=${SECRET}\n\u001b[2Jcleared\n`, [SECRET]);
    expect(reason).not.toContain(SECRET.slice(0, 10));
    expect(reason).not.toContain('\u001b');
    expect(reason).toContain('\\u001b[2Jcleared');
    expect(stderrReasonOf(`key=${SECRET}\n`, [SECRET])).toBe('; its last stderr line: key=***');
  });

  it('a line that starts like a workflow command is escaped (it cannot start ::error::)', () => {
    expect(stderrReasonOf('::error::forged\n', [])).toBe('; its last stderr line: \\u003a:error::forged');
  });
});

describe('StderrTail', () => {
  it('keeps whole lines only: the start of a line cut by the bound is dropped, never shown in part', () => {
    const tail = new StderrTail('srv', [SECRET], undefined);
    // A line of 9000 characters ending in the secret: cut at the front, its end would show the secret's tail unredacted.
    tail.push(`${'a'.repeat(9000)}${SECRET.slice(0, 5)}`);
    tail.push(`${SECRET.slice(5)}\nlast words\n`);
    expect(tail.reason()).toBe('; its last stderr line: last words');
  });

  it('the twin: short lines are all kept, redacted', () => {
    const tail = new StderrTail('srv', [SECRET], undefined);
    tail.push(`token ${SECRET}\n`);
    tail.push('bye\n');
    expect(tail.reason()).toBe('; its last 2 stderr lines: token *** | bye');
  });

  it('--verbose: each whole line as it arrives, redacted and escaped; a line past 1000 characters only counted', () => {
    const shown: Array<[string, string]> = [];
    const tail = new StderrTail('srv', [SECRET], (label, line) => shown.push([label, line]));
    tail.push('half a ');
    tail.push(`line with ${SECRET}\r\n\u0007bell\n`);
    tail.push(`${'y'.repeat(1001)}`);
    tail.push(`${'y'.repeat(10)}\nafter\n`);
    expect(shown).toEqual([
      ['srv', 'half a line with ***'],
      ['srv', '\\u0007bell'],
      ['srv', '(a line of more than 1000 characters, not shown)'],
      ['srv', 'after'],
    ]);
  });
});
