import { ERROR_CODES, EXIT, ToolsealError, messageBesideServer, osErrorText } from '../../src/core/errors.js';

describe('osErrorText', () => {
  it('spells out the system errors a user meets (a missing file, a refused connection), not their codes', () => {
    expect(osErrorText(Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT' }))).toBe('no such file or directory');
    expect(osErrorText({ code: 'EACCES' })).toBe('permission denied');
    expect(osErrorText({ code: 'ECONNREFUSED' })).toBe('connection refused');
  });

  it('(twin) keeps a code it has no words for, and falls back to the message when there is no code', () => {
    expect(osErrorText({ code: 'EWHATEVER' })).toBe('EWHATEVER');
    expect(osErrorText(new Error('something else'))).toBe('something else');
    expect(osErrorText({ code: '__proto__' })).toBe('__proto__');
  });
});

describe('ToolsealError', () => {
  it('maps its code to the exit code of the one table', () => {
    expect(new ToolsealError('USAGE', 'x').exitCode).toBe(EXIT.INVALID_INPUT);
    expect(new ToolsealError('PRIVILEGE_WIDENING', 'x').exitCode).toBe(ERROR_CODES.PRIVILEGE_WIDENING);
  });
});

describe('messageBesideServer: a line that names its server does not name it twice', () => {
  it.each([
    [
      'a stdio label',
      'gone',
      'server "gone" (stdio server "bin"): cannot start "/x/bin": no such file',
      'stdio server "bin": cannot start "/x/bin": no such file',
    ],
    ['a URL label', 'api', 'server "api" (server http://127.0.0.1:9): HTTP 500', 'server http://127.0.0.1:9: HTTP 500'],
    [
      '(hostile) quotes, parentheses and "): " inside the id and the command label',
      'q"s (x): y',
      'server "q\\"s (x): y" (stdio server "no \\"such\\"): server"): cannot start',
      'stdio server "no \\"such\\"): server": cannot start',
    ],
  ])('%s: the server part is dropped, what the parentheses add is kept', (_n, id, message, want) => {
    expect(messageBesideServer(id, message)).toBe(want);
  });

  it.each([
    ['another server named', 'gone', 'server "other" (stdio server "bin"): cannot start'],
    ['the id only as a prefix of another', 'gone', 'server "gone2" (stdio server "bin"): cannot start'],
    ['no label', 'gone', 'gone.json: not valid JSON'],
    ['a parenthesis that is not a label', 'gone', 'server "gone" (disabled): skipped'],
    ['a label never closed', 'gone', 'server "gone" (stdio server "bin'],
    ['a label not followed by ": "', 'gone', 'server "gone" (stdio server "bin")'],
  ])('(twin) %s: the message is as it is', (_n, id, message) => {
    expect(messageBesideServer(id, message)).toBe(message);
  });
});
