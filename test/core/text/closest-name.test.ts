import { closestName } from '../../../src/core/text/closest-name.js';

// The "did you mean" of an unknown command or option, and of a server id the lock does not pin.
describe('closestName', () => {
  it('names a name that begins with what was typed, or one a typo away', () => {
    expect(closestName('guard', ['guard-upstream', 'docs'])).toBe('guard-upstream');
    expect(closestName('lcok', ['lock', 'check'])).toBe('lock');
  });

  it('the twin: nothing like any name, no guess', () => {
    expect(closestName('zz', ['server-0', 'server-1'])).toBeUndefined();
    expect(closestName('x', [])).toBeUndefined();
  });
});
