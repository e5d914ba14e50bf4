// The inputs of the shape matrix (scripts/bench/shapes.mjs, scripts/bench/kinds.mjs): tools lists of many
// shapes, each made from a number of units of about 1 KB, the same bytes on every run.
const words = 'read write list find the a of file path search result value name index page item query token'.split(' ');
const sentence = (i, n) => Array.from({ length: n }, (_, k) => words[(i * 7 + k * 3) % words.length]).join(' ');
export const list = (tools, tail = '') => `{"tools":[${tools.join(',')}]${tail}}`;
export const plainTool = (i) =>
  JSON.stringify({
    name: `tool_${i}`,
    title: `Tool ${i}`,
    description: sentence(i, 120),
    inputSchema: {
      type: 'object',
      properties: { path: { type: 'string', description: sentence(i + 1, 20) }, limit: { type: 'integer', minimum: 1 } },
      required: ['path'],
    },
    annotations: { readOnlyHint: i % 2 === 0 },
  });
export const many = (n, f) => Array.from({ length: n }, (_, i) => f(i));

/**
 * Each shape makes a tools list from `units` (4,000 at the smaller full size, about 4 MB of plain tools of
 * about 1 KB; the larger size is 4 times that): the huge description is about 12 MB, then 50 MB; the wide
 * object has 25,000, then 100,000 properties.
 */
export const SHAPES = [
  { name: 'no backslash', make: (u) => list(many(u, plainTool)) },
  { name: 'one backslash at the very end', make: (u) => list(many(u, plainTool), ',"z":"\\n"') },
  {
    name: 'escapes throughout',
    make: (u) => list(many(u, (i) => plainTool(i).replace(/ the /g, ' \\"the\\"\\n ').replace(/ of /g, ' \\u00e9\\t '))),
  },
  { name: 'many tiny tools (~50 bytes)', make: (u) => list(many(u * 20, (i) => `{"name":"t${i}","inputSchema":{"type":"object"}}`)) },
  {
    name: 'one huge description',
    make: (u) => list([JSON.stringify({ name: 'huge', description: sentence(1, u * 560), inputSchema: { type: 'object' } })]),
  },
  {
    name: 'very wide object',
    make: (u) => {
      const props = many(Math.round(u * 6.25), (k) => `"p${k}":{"type":"string"}`);
      return list([`{"name":"wide","inputSchema":{"type":"object","properties":{${props.join(',')}}}}`]);
    },
  },
  {
    name: 'deep nesting near the limit',
    make: (u) => {
      // 990 levels of `items` inside a tool three levels deep: just under the limit of 1000.
      const depth = 990;
      const deep = '{"type":"array","items":'.repeat(depth) + '{"type":"string"}' + '}'.repeat(depth);
      return list(many(Math.max(1, Math.round(u / 24)), (i) => `{"name":"deep_${i}","inputSchema":${deep}}`));
    },
  },
  {
    name: 'heavy non-ASCII and surrogate pairs',
    make: (u) => list(many(u, (i) => plainTool(i).replace(/the|of|a /g, (w) => ({ the: 'データ', of: '😀🎉', 'a ': 'ü ' })[w]))),
  },
  {
    name: 'runs of escaped quotes',
    make: (u) => list(many(u, (i) => JSON.stringify({ name: `q${i}`, description: '"'.repeat(400), inputSchema: { type: 'object' } }))),
  },
  {
    name: 'number-heavy',
    make: (u) =>
      list(
        many(u, (i) =>
          JSON.stringify({
            name: `n${i}`,
            inputSchema: {
              type: 'number',
              enum: many(60, (k) => (k % 3 === 0 ? i * 1000 + k : k % 3 === 1 ? (i + k) / 8 : -(k + 0.125) * 1e-5)),
            },
          }),
        ),
      ),
  },
];
