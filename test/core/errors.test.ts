import { ERROR_CODES, EXIT, ToolsealError, osErrorText } from '../../src/core/errors.js';

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
