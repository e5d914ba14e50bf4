import { withLfLineEnds } from '../../../src/core/json/line-ends.js';
import { codeOf, messageOf } from '../../support/thrown.js';

// A lock or snapshot checked out with git's core.autocrlf has CRLF line ends: the same file. Any other CR
// is refused, naming the file and the line.
describe('withLfLineEnds', () => {
  const lf = '{\n  "a": "b",\n  "c": 1\n}\n';

  it('reads CRLF line ends as LF, and leaves LF text as it is (the twin)', () => {
    expect(withLfLineEnds(lf.replace(/\n/g, '\r\n'), 'mcp-tools.lock', 'INVALID_LOCK')).toBe(lf);
    expect(withLfLineEnds(lf, 'mcp-tools.lock', 'INVALID_LOCK')).toBe(lf);
  });

  it('refuses a CR alone between tokens, naming the file and its line', () => {
    const stray = () => withLfLineEnds('{\n  "a":\r "b"\n}\n', 'mcp-tools.lock', 'INVALID_LOCK');
    expect(codeOf(stray)).toBe('INVALID_LOCK');
    expect(messageOf(stray)).toMatch(/^mcp-tools\.lock: line 2: /);
  });

  it('refuses a CR inside a string, one that ends the file, and a doubled one, even among CRLF line ends', () => {
    expect(codeOf(() => withLfLineEnds('{\r\n  "a\rb": 1\r\n}\r\n', 'x', 'INVALID_LOCK'))).toBe('INVALID_LOCK');
    expect(codeOf(() => withLfLineEnds('{}\r', 'x', 'INVALID_LOCK'))).toBe('INVALID_LOCK');
    expect(codeOf(() => withLfLineEnds('{}\r\r\n', 'x', 'INVALID_LOCK'))).toBe('INVALID_LOCK');
  });
});
