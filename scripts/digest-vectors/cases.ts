// The inputs of toolseal's own digest vectors (test/fixtures/vectors/surfaces.json): each a JSON text as a
// server or a file would give it, so that reading it (numbers, escapes, repeated member names) is part of
// what a second implementation is tested on. What each must give is computed by ./generate.ts.
import { numberSample, randomTools } from './generated-inputs.js';

/** One surface: a tools array, and what the server shows beside it, each as JSON text. */
export interface SurfaceInput {
  tools: string;
  /** JSON text of the `instructions` string (absent: the server sent none). */
  instructions?: string;
  prompts?: string;
  resourceTemplates?: string;
  /** Volatile pointers of a lock entry: each value there is digested as `{"$volatile": "<JSON type>"}`. */
  volatile?: string[];
  /** `rounded`: an entry pinned with --round-inexact-numbers, each number read as its nearest double. */
  numbers?: 'rounded';
}

export interface SurfaceCase {
  name: string;
  about: string;
  input: SurfaceInput;
}

export interface JcsCase {
  name: string;
  about: string;
  /** A JSON text. */
  input: string;
}

const search = (description: string) =>
  `{"name":"search","description":${JSON.stringify(description)},"inputSchema":{"type":"object","properties":{"query":{"type":"string"}},"required":["query"]}}`;
const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const events = (since: string) =>
  `[{"name":"events","description":"Events since a time","inputSchema":{"type":"object","properties":{"since":{"type":"string","default":${since}}}}},` +
  `{"name":"a/b~c","description":"Slash and tilde","inputSchema":{"type":"object","properties":{"list":{"type":"array","default":[1,2]}}}}]`;

export const SURFACE_CASES: SurfaceCase[] = [
  {
    name: 'one-tool',
    about: 'The HISTOR worked example: one tool, three surface fields',
    input: { tools: `[${search('Search the docs.')}]` },
  },
  {
    name: 'one-tool-description-edited',
    about: 'The same tool with one description edit: its description and tool digests change, its name and inputSchema digests do not',
    input: { tools: `[${search('Search the private docs.')}]` },
  },
  {
    name: 'all-seven-fields-and-others',
    about:
      'All seven surface fields, a field present as null (kept), and members outside the surface (icons, _meta, an unknown one) left out of every digest; unknown members inside a field are kept',
    input: {
      tools:
        '[{"_meta":{"com.example/x":1},"icons":[{"src":"https://example.com/i.png"}],"vendorExtra":true,' +
        '"name":"fetch","title":"Fetch","description":"Fetch a URL.","inputSchema":{"type":"object","x-vendor":{"b":1,"a":2},' +
        '"properties":{"url":{"type":"string","format":"uri","description":"The URL"}}},"outputSchema":null,' +
        '"annotations":{"readOnlyHint":true,"openWorldHint":true,"fooHint":"x","title":"Fetcher"},"execution":{"taskSupport":"optional"}}]',
    },
  },
  {
    name: 'name-only',
    about: 'A tool with nothing but its name',
    input: { tools: '[{"name":"ping"}]' },
  },
  {
    name: 'byte-order-mark',
    about: 'A byte order mark (U+FEFF) before the text is not part of it',
    input: { tools: `\ufeff[${search('Search the docs.')}]` },
  },
  {
    name: 'empty-list',
    about: 'No tools: the manifest is {}',
    input: { tools: '[]' },
  },
  {
    name: 'manifest-order',
    about:
      'Tools keyed by name and sorted by UTF-16 code units, whatever their order in the list: "B" < "a" < "é" < "😀" (U+D83D) < "ﬀ" (U+FB00); __proto__ and constructor are ordinary names',
    input: {
      tools:
        '[{"name":"\\ufb00"},{"name":"\\ud83d\\ude00"},{"name":"\\u00e9"},{"name":"a"},{"name":"B"},' +
        '{"name":"__proto__","description":"proto"},{"name":"constructor","description":"ctor"}]',
    },
  },
  {
    name: 'member-order',
    about: 'Member names inside a schema sorted by UTF-16 code units (RFC 8785 section 3.2.3 example)',
    input: {
      tools:
        '[{"name":"keys","inputSchema":{"\\u20ac":"Euro Sign","\\r":"Carriage Return","\\ufb33":"Hebrew Letter Dalet With Dagesh",' +
        '"1":"One","\\ud83d\\ude00":"Emoji: Grinning Face","\\u0080":"Control","\\u00f6":"Latin Small Letter O With Diaeresis"}}]',
    },
  },
  {
    name: 'numbers',
    about: 'Numbers as ECMAScript writes a double: 1.0 is 1, 1E3 is 1000, -0 is 0, 1e21 is 1e+21, 1e-7 keeps its exponent',
    input: {
      tools:
        '[{"name":"n","inputSchema":{"type":"object","properties":{"k":{"type":"number","minimum":1.0,"maximum":1E3,' +
        '"multipleOf":0.000001,"default":-0,"exclusiveMinimum":1e-7,"examples":[333333333.33333329,1E30,4.50,2e-3,' +
        '0.000000000000000000000000001,1e21,999999999999999900000,9007199254740992,123456789012345680000,5e-324,' +
        '1.7976931348623157e308,0.1,-1.5,100,1e20]}}}}]',
    },
  },
  {
    name: 'strings',
    about:
      'String escapes: " and \\ escaped, \\b \\t \\n \\f \\r by letter, other controls as \\u00xx (lower case); DEL, U+2028, "/" and non-ASCII written as themselves',
    input: {
      tools:
        '[{"name":"esc","description":"Line one\\nTab\\there \\u001b[2J \\u0000\\u0008\\u000c\\r\\u001f \\" \\\\ \\/ \\u007f \\u2028 \\ud83d\\ude00 caf\\u00e9"}]',
    },
  },
  {
    name: 'non-tool-surface',
    about:
      'Instructions, prompts and resource templates: each prompt and template over the whole object but _meta and icons, keyed by name and uriTemplate, and the surface digest over all the digests',
    input: {
      tools: `[${search('Search the docs.')}]`,
      instructions: '"Prévisions météo ☀\\nUse the tool."',
      prompts:
        '[{"name":"forecast","description":"Ask for a forecast.","arguments":[{"name":"city","required":true}],"_meta":{"x":1},"icons":[]},' +
        '{"name":"alerts","title":"Alerts"}]',
      resourceTemplates:
        '[{"uriTemplate":"file:///{path}","name":"files","mimeType":"text/plain","_meta":{"y":2}},{"uriTemplate":"db://{table}","name":"tables"}]',
    },
  },
  {
    name: 'non-tool-empty-instructions',
    about: 'An empty instructions string is instructions (its digest is of "" quoted), unlike none; empty prompt and template lists',
    input: { tools: '[]', instructions: '""', prompts: '[]', resourceTemplates: '[]' },
  },
  {
    name: 'volatile',
    about:
      'Volatile pointers (RFC 6901, rooted at the tool by name; ~1 is "/", ~0 is "~"): each value replaced by {"$volatile": "<JSON type>"} before digesting',
    input: {
      tools: events('"2026-01-31T12:00:00Z"'),
      volatile: ['/tools/a~1b~0c/inputSchema/properties/list/default/1', '/tools/events/inputSchema/properties/since/default'],
    },
  },
  {
    name: 'volatile-other-value',
    about: 'Another value of the same JSON type at the volatile pointer: the same digests as the case before',
    input: {
      tools: events('"2026-12-06T09:00:00Z"').replace('[1,2]', '[1,7]'),
      volatile: ['/tools/a~1b~0c/inputSchema/properties/list/default/1', '/tools/events/inputSchema/properties/since/default'],
    },
  },
  {
    name: 'volatile-other-type',
    about: 'A value of another JSON type at the volatile pointer (a number for a string): other digests',
    input: {
      tools: events('1767182400'),
      volatile: ['/tools/a~1b~0c/inputSchema/properties/list/default/1', '/tools/events/inputSchema/properties/since/default'],
    },
  },
  {
    name: 'depth-1000',
    about: 'Nesting of 1000 levels, the tools array counted: the deepest read',
    input: { tools: `[{"name":"deep","inputSchema":${nested(998)}}]` },
  },
  {
    name: 'rounded-int64-bound',
    about: 'With numbers rounded (--round-inexact-numbers): the int64 maximum is read as its nearest double, 2^63',
    input: {
      tools: '[{"name":"big","inputSchema":{"type":"integer","maximum":9223372036854775807,"minimum":-9223372036854775808}}]',
      numbers: 'rounded',
    },
  },
  {
    name: 'rounded-beyond-2-53',
    about: 'With numbers rounded: 2^53 + 1 is read as 2^53, and 12345678901234567890 as 12345678901234567000',
    input: { tools: '[{"name":"big","inputSchema":{"maximum":9007199254740993,"examples":[12345678901234567890]}}]', numbers: 'rounded' },
  },
  {
    name: 'random-tools',
    about: 'Tools of random shape: member names and strings with controls, quotes, U+2028, non-BMP characters; numbers of random bits',
    input: { tools: randomTools(2636, 60) },
  },
  {
    name: 'rounded-fraction-and-underflow',
    about: 'With numbers rounded: a fraction of more than 17 digits is its nearest double, and 1e-400 is 0',
    input: { tools: '[{"name":"f","inputSchema":{"minimum":1e-400,"default":0.30000000000000000001}}]', numbers: 'rounded' },
  },
  {
    name: 'refused-rounded-overflow',
    about: 'With numbers rounded, a number that overflows to Infinity is still refused',
    input: { tools: '[{"name":"f","inputSchema":{"maximum":1e400}}]', numbers: 'rounded' },
  },
  // Refused: each an error code, no digest.
  { name: 'refused-depth-1001', about: 'Nesting of 1001 levels', input: { tools: `[{"name":"deep","inputSchema":${nested(999)}}]` } },
  {
    name: 'refused-repeated-member',
    about: 'A member name repeated anywhere (here in a schema): parsers disagree on which copy wins',
    input: { tools: '[{"name":"x","inputSchema":{"type":"object","type":"string"}}]' },
  },
  {
    name: 'refused-repeated-member-escaped',
    about: 'A member name repeated under another spelling ("type" and "\\u0074ype")',
    input: { tools: '[{"name":"x","inputSchema":{"type":"object","\\u0074ype":"string"}}]' },
  },
  { name: 'refused-tool-name-twice', about: 'Two tools with one name', input: { tools: '[{"name":"a"},{"name":"b"},{"name":"a"}]' } },
  { name: 'refused-tool-without-name', about: 'A tool without a name', input: { tools: '[{"description":"no name"}]' } },
  { name: 'refused-tool-name-not-string', about: 'A tool whose name is not a string', input: { tools: '[{"name":7}]' } },
  { name: 'refused-tool-name-empty', about: 'A tool whose name is the empty string', input: { tools: '[{"name":""}]' } },
  { name: 'refused-tool-not-object', about: 'A tool that is not an object', input: { tools: '[["name","a"]]' } },
  {
    name: 'refused-lone-surrogate',
    about: 'A lone surrogate in a string (not Unicode text: UTF-8 has no bytes for it)',
    input: { tools: '[{"name":"odd","description":"x\\uDEADy"}]' },
  },
  {
    name: 'refused-lone-surrogate-member-name',
    about: 'A lone surrogate in a member name',
    input: { tools: '[{"name":"odd","inputSchema":{"\\ud800":1}}]' },
  },
  {
    name: 'refused-integer-beyond-double',
    about: 'An integer a double cannot hold as written (2^53 + 1 reads as 2^53)',
    input: { tools: '[{"name":"big","inputSchema":{"maximum":9007199254740993}}]' },
  },
  {
    name: 'refused-int64-bound',
    about: 'The int64 maximum, 9223372036854775807 (reads as 9223372036854775808)',
    input: { tools: '[{"name":"big","inputSchema":{"maximum":9223372036854775807}}]' },
  },
  {
    name: 'refused-fraction-beyond-double',
    about: 'A fraction with more than 17 significant digits that is not its double shortest form',
    input: { tools: '[{"name":"f","inputSchema":{"default":0.30000000000000000001}}]' },
  },
  {
    name: 'refused-overflow',
    about: 'A number that overflows to Infinity',
    input: { tools: '[{"name":"f","inputSchema":{"maximum":1e400}}]' },
  },
  {
    name: 'refused-underflow',
    about: 'A non-zero number that reads as 0',
    input: { tools: '[{"name":"f","inputSchema":{"minimum":1e-400}}]' },
  },
  {
    name: 'refused-prompt-name-twice',
    about: 'Two prompts with one name',
    input: { tools: '[]', prompts: '[{"name":"p"},{"name":"p","description":"again"}]' },
  },
  {
    name: 'refused-template-twice',
    about: 'Two resource templates with one uriTemplate',
    input: { tools: '[]', resourceTemplates: '[{"uriTemplate":"a://{x}","name":"a"},{"uriTemplate":"a://{x}","name":"b"}]' },
  },
  { name: 'refused-prompt-without-name', about: 'A prompt without a name', input: { tools: '[]', prompts: '[{"description":"p"}]' } },
  {
    name: 'refused-instructions-lone-surrogate',
    about: 'Instructions with a lone surrogate',
    input: { tools: '[]', instructions: '"x\\ud800"' },
  },
  {
    name: 'refused-volatile-unmatched',
    about: 'A volatile pointer at a value that is not there: a pin never claims to leave out what is not there',
    input: { tools: events('"t"'), volatile: ['/tools/events/inputSchema/properties/until/default'] },
  },
  {
    name: 'refused-volatile-annotations',
    about: "A volatile pointer into a tool's annotations (always pinned)",
    input: { tools: events('"t"'), volatile: ['/tools/events/annotations/readOnlyHint'] },
  },
];

export const JCS_CASES: JcsCase[] = [
  {
    name: 'numbers-sample',
    about: 'Doubles of every magnitude, written in exponent form with their shortest digits',
    input: numberSample(),
  },
  {
    name: 'numbers-rfc8785',
    about: 'RFC 8785 section 3.2.2 example: numbers and string escapes',
    input:
      '{"numbers":[333333333.33333329,1E30,4.50,2e-3,0.000000000000000000000000001],' +
      '"string":"\\u20ac$\\u000F\\u000aA\'\\u0042\\u0022\\u005c\\\\\\"\\/","literals":[null,true,false]}',
  },
  { name: 'zero-spellings', about: 'Zero in any spelling is 0', input: '[0,-0,0.0,-0.0,0e5,0E-5,-0e+0]' },
  {
    name: 'integers-at-2-53',
    about: 'Integers a double holds exactly, up to and past 2^53',
    input: '[9007199254740991,9007199254740992,9007199254740994,1e22,12345678901234567e4]',
  },
  { name: 'refused-integer-2-53-plus-1', about: '2^53 + 1 as written', input: '[9007199254740993]' },
  {
    name: 'refused-integer-2-53-plus-1-fraction-form',
    about: '2^53 + 1 written with a fraction and an exponent',
    input: '[9.007199254740993e15]',
  },
  {
    name: 'refused-subnormal-not-shortest',
    about: 'Below the normal range a fraction must be its shortest form',
    input: '[4.9406564584124654e-324]',
  },
  { name: 'subnormal-shortest', about: 'The smallest subnormal in its shortest form', input: '[5e-324,1e-323]' },
  {
    name: 'long-fraction-17-digits',
    about: 'A fraction of 17 significant digits reads as its nearest double',
    input: '[0.10000000000000001,333333333.33333329]',
  },
  {
    name: 'refused-long-fraction-18-digits',
    about: 'A fraction of 18 significant digits that is not its shortest form',
    input: '[0.100000000000000001]',
  },
  { name: 'refused-not-json', about: 'A text that is not JSON (a trailing comma)', input: '{"a":1,}' },
  { name: 'refused-nan', about: 'NaN is not JSON', input: '[NaN]' },
  { name: 'refused-infinity-literal', about: 'Infinity is not JSON', input: '[-Infinity]' },
  { name: 'refused-raw-control', about: 'A control character unescaped in a string is not JSON', input: '["a\tb"]' },
  { name: 'refused-leading-zero', about: 'A number with a leading zero is not JSON', input: '[012]' },
  { name: 'refused-trailing-text', about: 'Text after the value is not JSON', input: '[1] [2]' },
  {
    name: 'brackets-in-strings',
    about: 'Brackets inside strings (and after an escaped quote) are not nesting',
    input: `{"a\\\\":"\\\\\\"${'['.repeat(1500)}","b":"${'{'.repeat(1500)}"}`,
  },
];
