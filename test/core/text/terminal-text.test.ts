import {
  escapeForTerminal,
  hasHiddenCharacters,
  isHiddenCharacter,
  jsonForTerminal,
  quoteForTerminal,
  shellWord,
} from '../../../src/core/text/terminal-text.js';

// Untrusted text on a terminal or in an Actions log: what a server sends (escape sequences, bidi overrides,
// a workflow command at the start of a line) comes out as visible escapes; plain text comes out as it is.
const ESC = String.fromCharCode(0x1b);
const RLO = '\u202e';

describe('escapeForTerminal', () => {
  it('escapes a colour sequence, a bidi override, a new line and a zero-width space (hostile)', () => {
    expect(escapeForTerminal(`red${ESC}[31m ${RLO}txt.exe\nnext\u200b`)).toBe('red\\u001b[31m \\u202etxt.exe\\u000anext\\u200b');
  });

  it('twin: plain text, accents and emoji pass as they are', () => {
    for (const s of ['search the docs', 'café – naïve', 'tools 🔧 (v2)', '']) expect(escapeForTerminal(s)).toBe(s);
  });

  it('breaks a leading workflow command, also after spaces the runner trims (hostile)', () => {
    expect(escapeForTerminal('::add-mask::x')).toBe('\\u003a:add-mask::x');
    expect(escapeForTerminal('   ::error::pwned')).toBe('   \\u003a:error::pwned');
  });

  it('twin: a "::" later in the line is no command and is kept', () => {
    expect(escapeForTerminal('a::b and std::vector')).toBe('a::b and std::vector');
  });
});

describe('hasHiddenCharacters and isHiddenCharacter', () => {
  it('find a control, a soft hyphen, a bidi isolate and a BOM (hostile)', () => {
    for (const ch of [ESC, '\u0000', '\u007f', '\u0085', '\u00ad', '\u2066', '\ufeff']) {
      expect(isHiddenCharacter(ch)).toBe(true);
      expect(hasHiddenCharacters(`name${ch}`)).toBe(true);
    }
  });

  it('twin: visible text, asked twice in a row (no state kept between calls), has none', () => {
    expect(hasHiddenCharacters(`x${ESC}`)).toBe(true);
    expect(hasHiddenCharacters('read_page')).toBe(false);
    expect(hasHiddenCharacters('read_page')).toBe(false);
    expect(isHiddenCharacter('a')).toBe(false);
    expect(isHiddenCharacter('é')).toBe(false);
  });
});

describe('jsonForTerminal', () => {
  it('escapes the C1 and bidi characters JSON.stringify leaves raw, and the value stays the same (hostile)', () => {
    const value = { name: `a${RLO}b\u0085c`, n: 1 };
    const text = jsonForTerminal(value);
    expect(text).toBe('{"name":"a\\u202eb\\u0085c","n":1}');
    expect(JSON.parse(text)).toEqual(value);
  });

  it('twin: plain values are JSON.stringify byte for byte, indentation and its new lines kept', () => {
    const value = { tools: [{ name: 'search', description: 'Search the docs' }] };
    expect(jsonForTerminal(value)).toBe(JSON.stringify(value));
    expect(jsonForTerminal(value, 2)).toBe(JSON.stringify(value, null, 2));
  });
});

describe('quoteForTerminal', () => {
  it('quotes as JSON and escapes what JSON leaves visible-less (hostile)', () => {
    expect(quoteForTerminal(`x${RLO}y`)).toBe('"x\\u202ey"');
    expect(quoteForTerminal('::error::x')).toBe('"::error::x"');
  });

  it('twin: a plain name is its JSON string', () => {
    expect(quoteForTerminal('read_page')).toBe('"read_page"');
  });
});

describe('shellWord', () => {
  it('single-quotes a word the shell would read, a quote inside it closed and escaped (hostile)', () => {
    expect(shellWord("x'; touch pwned; `id` $(id)")).toBe(`'x'\\''; touch pwned; \`id\` $(id)'`);
    expect(shellWord('')).toBe("''");
    expect(shellWord('a b')).toBe("'a b'");
  });

  it('twin: a plain path or flag is left as it is', () => {
    for (const w of ['/usr/bin/node', '--lock=mcp-tools.lock', 'io.github.acme/docs@1.2.0']) expect(shellWord(w)).toBe(w);
  });
});
