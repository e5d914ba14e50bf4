import { checkFailureMessage, quoteForTerminal, renderCheckText } from '../../../src/core/report/report-text.js';
import { markerIn } from '../check/check-fixtures.js';
import { richResult } from './report-fixtures.js';

describe('renderCheckText', () => {
  it('a line per change, pointers below, and no colour unless asked', () => {
    const text = renderCheckText(richResult().result);
    expect(text).toContain('  changed  "search"  inputSchema  [prose]\n      at "/inputSchema/properties/query/description"');
    expect(text).toContain('WIDENING destructiveHint true -> false');
    expect(text).toContain('  added    "fresh"');
    expect(text).toContain('  removed  "gone"');
    expect(text).not.toContain('exit 3'); // the failure line is the CLI's, on stderr
    expect(checkFailureMessage(richResult().result)).toMatch(/^check: a tool widened its own privileges on .* \(exit 3\)/);
    expect(text).not.toContain('\u001b[');
    expect(renderCheckText(richResult().result, { color: true })).toContain('\u001b[31;1mWIDENING');
  });

  it('quotes server names so they cannot drive the terminal', () => {
    const text = renderCheckText(richResult().result, { color: false });
    // eslint-disable-next-line no-control-regex -- the report must hold no raw ESC
    expect(text).not.toMatch(/[\u001b\u202e]/);
    expect(quoteForTerminal('a\u001b[2J\u202eb\n')).toBe('"a\\u001b[2J\\u202eb\\n"');
  });

  it('holds no server text', () => {
    expect(markerIn(renderCheckText(richResult().result))).toBeUndefined();
  });
});
