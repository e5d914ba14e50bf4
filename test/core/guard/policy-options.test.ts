import { isToolsealError } from '../../../src/core/errors.js';
import { parseOnChange, parseUnpinned } from '../../../src/core/guard/policy-options.js';

function usageMessage(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (isToolsealError(e) && e.code === 'USAGE') return e.message;
    throw e;
  }
  throw new Error('no USAGE error');
}

describe('parseOnChange', () => {
  it('takes warn, fail and signed', () => {
    expect(parseOnChange('warn', '--on-change')).toBe('warn');
    expect(parseOnChange('fail', '--on-change')).toBe('fail');
    expect(parseOnChange('signed', '--on-change')).toBe('signed');
  });

  describe('when the value is none of them', () => {
    it('is USAGE, named as the caller names the option (the CLI flag or the action input)', () => {
      expect(usageMessage(() => parseOnChange('block', '--on-change'))).toBe('--on-change must be warn, fail or signed, not "block"');
      expect(usageMessage(() => parseOnChange('FAIL', 'on-change'))).toBe('on-change must be warn, fail or signed, not "FAIL"');
    });

    it('is USAGE for the empty text and a long value is cut in the message', () => {
      expect(usageMessage(() => parseOnChange('', '--on-change'))).toMatch(/not ""$/);
      expect(usageMessage(() => parseOnChange('x'.repeat(500), '--on-change')).length).toBeLessThan(100);
    });
  });
});

describe('parseUnpinned', () => {
  it('takes allow and block', () => {
    expect(parseUnpinned('allow', '--unpinned')).toBe('allow');
    expect(parseUnpinned('block', '--unpinned')).toBe('block');
  });

  it('is USAGE for another value', () => {
    expect(usageMessage(() => parseUnpinned('warn', '--unpinned'))).toBe('--unpinned must be allow or block, not "warn"');
  });
});
