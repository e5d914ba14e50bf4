import { parseJsonStrict } from '../../../src/core/json/strict-reader.js';
import { jsoncToJson } from '../../../src/mcp/config/jsonc-text.js';

// JSON with comments as VS Code reads .vscode/mcp.json; the output is as long as the input, so the strict
// reader's offsets still point into the file the user wrote.
describe('jsoncToJson', () => {
  it('blanks line and block comments and trailing commas, keeping the length and the new lines', () => {
    const text = '{\n  // the servers\n  "servers": { "docs": { "command": "node", /* here */ "args": ["s.mjs",], }, },\n}\n';
    const out = jsoncToJson(text);
    expect(out).toHaveLength(text.length);
    expect(out.split('\n')).toHaveLength(text.split('\n').length);
    expect(parseJsonStrict(out, 'mcp.json')).toEqual({ servers: { docs: { command: 'node', args: ['s.mjs'] } } });
  });

  it('leaves comment and comma look-alikes inside strings alone, an escaped quote included (hostile)', () => {
    const text = '{"url": "http://x//y", "a": "/* no */", "b": "q\\"//,}", "c": [1,]}';
    expect(parseJsonStrict(jsoncToJson(text), 't')).toEqual({ url: 'http://x//y', a: '/* no */', b: 'q"//,}', c: [1] });
  });

  it('twin: plain JSON comes back byte for byte', () => {
    const text = '{"servers":{"docs":{"command":"node","args":["a","b"]}}}';
    expect(jsoncToJson(text)).toBe(text);
  });

  it('a comma between two values is kept: only one before a closing bracket goes', () => {
    expect(jsoncToJson('[1, 2 ,]')).toBe('[1, 2  ]');
    expect(jsoncToJson('[1, /* c */ 2]')).toBe('[1,         2]');
  });

  it('an unterminated block comment blanks to the end (the strict reader then says what is missing)', () => {
    const text = '{"a": 1 /* never closed';
    const out = jsoncToJson(text);
    expect(out).toBe('{"a": 1' + ' '.repeat(text.length - 7));
    expect(() => parseJsonStrict(out, 'mcp.json')).toThrow(/mcp\.json/);
  });
});
