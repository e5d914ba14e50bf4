import { inexactNumber, isExactNumberLiteral, numberLiteralAt } from '../../../src/core/json/json-numbers.js';

// The number rule of the strict reader: a literal passes when a double holds the value written, so a digest
// over the double hashes what the sender sent; else it is refused rather than rounded.
describe('isExactNumberLiteral', () => {
  it('passes integers a double holds, in any notation, and zero in any spelling', () => {
    for (const s of ['0', '-0', '0e5', '0.000', '1', '-42', '9007199254740992', '1e21', '123456789012345680000', '9.007199254740992e15'])
      expect([s, isExactNumberLiteral(s)]).toEqual([s, true]);
  });

  it('refuses an integer a double would round, in any notation (hostile: another reader sees another value)', () => {
    for (const s of ['9007199254740993', '9007199254740993.0', '9.007199254740993e15', '-9007199254740993'])
      expect([s, isExactNumberLiteral(s)]).toEqual([s, false]);
  });

  it('passes a fraction of at most 17 significant digits as its nearest double, RFC 8785 example included', () => {
    for (const s of ['0.1', '4.50', '-1.5e-3', '333333333.33333329', '2.2250738585072014e-308'])
      expect([s, isExactNumberLiteral(s)]).toEqual([s, true]);
  });

  it('refuses more digits than a double tells apart, subnormal spellings, overflow and underflow (hostile)', () => {
    for (const s of ['0.30000000000000000001', '2.4703282292062328e-324', '1e400', '-1e400', '1e-400'])
      expect([s, isExactNumberLiteral(s)]).toEqual([s, false]);
  });

  it('twin: a subnormal written in its shortest form passes', () => {
    expect(isExactNumberLiteral('5e-324')).toBe(true);
  });
});

describe('numberLiteralAt', () => {
  it('takes the literal at an offset and stops at the first character that is no part of a number', () => {
    expect(numberLiteralAt('{"n":-1.5e+3,"m":2}', 5)).toBe('-1.5e+3');
    expect(numberLiteralAt('[12]', 1)).toBe('12');
    expect(numberLiteralAt('[7', 1)).toBe('7');
  });
});

describe('inexactNumber', () => {
  it('is NOT_CANONICALIZABLE, says where and what it would read as, and cuts a huge literal (hostile)', () => {
    const e = inexactNumber('tools.json', '9007199254740993', 12);
    expect(e.code).toBe('NOT_CANONICALIZABLE');
    expect(e.message).toBe(
      'tools.json: the number 9007199254740993 (offset 12) cannot be held exactly by a double (it reads as 9007199254740992); refused rather than rounded (--round-inexact-numbers pins it as RFC 8785 reads it)',
    );
    const long = '1' + '0'.repeat(5000) + '1';
    expect(inexactNumber('t', long, 0).message.length).toBeLessThan(300);
    expect(inexactNumber('t', long, 0).message).toContain(`${long.slice(0, 40)}…`);
  });
});
