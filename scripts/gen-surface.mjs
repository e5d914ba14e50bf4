// Generates large `tools/list` results deterministically (same arguments, same bytes), for the benchmarks.
// Two surfaces:
//   compact   (generateToolsList): each tool about 2 KB, with nested input and output schemas whose
//             properties carry descriptions, enums, defaults, numbers and some non-ASCII and escaped
//             text, plus `icons` and `_meta` (not hashed) and annotations;
//   realistic (generateRealisticToolsList): tools of 1 to 10 KB shaped like those of real servers (GitHub,
//             cloud and database servers): long descriptions at every level, `$defs` with `$ref`s,
//             `anyOf` / `oneOf` alternatives, enums, nested objects and arrays of objects, formats,
//             patterns and examples, `outputSchema` on some.
//
//   node scripts/gen-surface.mjs [TOOLS] [OUT] [compact|realistic]   (default 10000 compact tools, to stdout)
import { writeFileSync } from 'node:fs';

/** A small seeded PRNG (mulberry32): the same seed gives the same surface on every machine. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = (
  'search query result page index file path repository branch commit issue comment review label user ' +
  'token limit offset cursor filter sort order field value record table column schema format date time ' +
  'zone region bucket object key version tag release build deploy status health metric alert trace log ' +
  'résumé naïve café Größe 東京 データ emoji 🚀 "quoted" back\\slash tab\there'
).split(' ');

function sentence(rand, n) {
  const out = [];
  for (let i = 0; i < n; i++) out.push(WORDS[Math.floor(rand() * WORDS.length)]);
  const s = out.join(' ');
  return s[0].toUpperCase() + s.slice(1) + '.';
}

function property(rand, depth) {
  const r = rand();
  const description = sentence(rand, 6 + Math.floor(rand() * 8));
  if (depth < 2 && r < 0.2) {
    const properties = {};
    const n = 2 + Math.floor(rand() * 2);
    for (let i = 0; i < n; i++) properties[`${WORDS[Math.floor(rand() * 40)]}_${i}`] = property(rand, depth + 1);
    return { type: 'object', description, properties, required: Object.keys(properties).slice(0, 1), additionalProperties: false };
  }
  if (r < 0.4)
    return {
      type: 'array',
      description,
      items: { type: 'string', description: sentence(rand, 5) },
      maxItems: 1 + Math.floor(rand() * 100),
    };
  if (r < 0.6) return { type: 'integer', description, minimum: 0, maximum: Math.floor(rand() * 1e6), default: 10 };
  if (r < 0.7) return { type: 'number', description, minimum: -1.5, maximum: rand() * 1e3, 'x-vendor-unit': 'ms' };
  if (r < 0.8) return { type: 'string', description, enum: ['asc', 'desc', 'none'], default: 'asc' };
  return { type: 'string', description, format: rand() < 0.5 ? 'date-time' : 'uri', examples: [sentence(rand, 3)] };
}

/** One tool of about 2 KB. */
function tool(rand, i) {
  const properties = {};
  const n = 3 + Math.floor(rand() * 3);
  for (let k = 0; k < n; k++) properties[`${WORDS[Math.floor(rand() * 40)]}${k}`] = property(rand, 0);
  const t = {
    name: `tool_${String(i).padStart(5, '0')}_${WORDS[Math.floor(rand() * 40)]}`,
    title: sentence(rand, 3).slice(0, -1),
    description: sentence(rand, 50 + Math.floor(rand() * 25)),
    inputSchema: { type: 'object', properties, required: Object.keys(properties).slice(0, 2) },
    annotations: { readOnlyHint: rand() < 0.5, destructiveHint: rand() < 0.2, openWorldHint: rand() < 0.5 },
    icons: [{ src: `https://example.com/icons/${i}.png`, mimeType: 'image/png', sizes: ['48x48'] }],
    _meta: { 'example.com/rank': i, 'example.com/tags': ['bench'] },
  };
  if (rand() < 0.3) t.outputSchema = { type: 'object', properties: { result: property(rand, 1) } };
  return t;
}

/** The JSON text of a `tools/list` result with `count` tools (compact, as servers send it). */
export function generateToolsList(count = 10000, seed = 2) {
  const rand = prng(seed);
  const tools = [];
  for (let i = 0; i < count; i++) tools.push(tool(rand, i));
  return JSON.stringify({ tools });
}

const LONG = [
  'Use this when the user asks for it explicitly; otherwise prefer the cheaper list variant.',
  'Results are paginated: pass the cursor from the previous answer to get the next page, until none is returned.',
  'The value is matched case-insensitively against the name and the description; wildcards are not supported.',
  'Times are in UTC, written as RFC 3339 date-times (2024-05-01T12:00:00Z); a date alone means its start.',
  'Requires the repo scope for private repositories. Rate limited to 5,000 requests an hour per token.',
  'Fields that are not set keep their current value. An empty string clears a field where that is allowed.',
  'Returns at most 100 items. The order is stable between calls unless the underlying data changes.',
  'Réservé aux administrateurs : la valeur « tous » inclut les éléments archivés. 東京リージョンのみ対応。',
];

function paragraph(rand, n) {
  const out = [];
  for (let i = 0; i < n; i++) out.push(rand() < 0.6 ? LONG[Math.floor(rand() * LONG.length)] : sentence(rand, 8 + Math.floor(rand() * 12)));
  return out.join(' ');
}

function realisticProperty(rand, depth, defs) {
  const r = rand();
  const description = paragraph(rand, 1 + Math.floor(rand() * 2));
  if (depth < 2 && r < 0.15) {
    const properties = {};
    const n = 2 + Math.floor(rand() * 4);
    for (let i = 0; i < n; i++) properties[`${WORDS[Math.floor(rand() * 40)]}_${i}`] = realisticProperty(rand, depth + 1, defs);
    return {
      type: 'object',
      description,
      properties,
      required: Object.keys(properties).slice(0, 1 + Math.floor(rand() * 2)),
      additionalProperties: false,
    };
  }
  if (depth < 2 && r < 0.25) {
    return {
      type: 'array',
      description,
      items: realisticProperty(rand, depth + 1, defs),
      minItems: 0,
      maxItems: 1 + Math.floor(rand() * 100),
      uniqueItems: rand() < 0.3,
    };
  }
  if (r < 0.35 && defs.length > 0) return { $ref: `#/$defs/${defs[Math.floor(rand() * defs.length)]}`, description };
  if (r < 0.45) {
    return {
      description,
      anyOf: [
        { type: 'string', format: 'date-time', description: 'An absolute time.' },
        { type: 'string', pattern: '^-?[0-9]+[smhdw]$', description: 'A time relative to now, like -2d or 30m.' },
        { type: 'null' },
      ],
      default: null,
    };
  }
  if (r < 0.55)
    return {
      type: 'string',
      description,
      enum: ['open', 'closed', 'all', 'draft', 'merged'].slice(0, 2 + Math.floor(rand() * 4)),
      default: 'open',
    };
  if (r < 0.65) return { type: 'integer', description, minimum: 1, maximum: 100, default: 30, examples: [10, 50] };
  if (r < 0.72) return { type: 'number', description, exclusiveMinimum: 0, maximum: Math.round(rand() * 1e6) / 100 };
  if (r < 0.8) return { type: 'boolean', description, default: rand() < 0.5 };
  if (r < 0.87)
    return {
      oneOf: [
        { type: 'string', description: 'A name.' },
        { type: 'integer', description: 'A numeric id.' },
      ],
      description,
    };
  return { type: 'string', description, minLength: 1, maxLength: 256, pattern: '^[A-Za-z0-9_.-]+$', examples: [sentence(rand, 2)] };
}

/** One tool of 1 to 10 KB. */
function realisticTool(rand, i) {
  const defs = {};
  const defNames = [];
  const nDefs = rand() < 0.5 ? 0 : 1 + Math.floor(rand() * 3);
  for (let k = 0; k < nDefs; k++) {
    const name = `${WORDS[Math.floor(rand() * 40)]}${k}`;
    defs[name] = realisticProperty(rand, 1, []);
    defNames.push(name);
  }
  const properties = {};
  const n = 2 + Math.floor(rand() * rand() * 12);
  for (let k = 0; k < n; k++) properties[`${WORDS[Math.floor(rand() * 40)]}_${k}`] = realisticProperty(rand, 0, defNames);
  const inputSchema = {
    type: 'object',
    properties,
    required: Object.keys(properties).slice(0, Math.floor(rand() * 3)),
    additionalProperties: false,
  };
  if (nDefs > 0) inputSchema.$defs = defs;
  inputSchema.$schema = 'https://json-schema.org/draft/2020-12/schema';
  const t = {
    name: `${WORDS[Math.floor(rand() * 40)]}_${WORDS[Math.floor(rand() * 40)]}_${String(i).padStart(6, '0')}`,
    title: sentence(rand, 3).slice(0, -1),
    description: paragraph(rand, 2 + Math.floor(rand() * 8)),
    inputSchema,
    annotations: {
      title: sentence(rand, 2),
      readOnlyHint: rand() < 0.6,
      destructiveHint: rand() < 0.2,
      idempotentHint: rand() < 0.4,
      openWorldHint: rand() < 0.5,
    },
    _meta: { 'example.com/category': WORDS[Math.floor(rand() * 40)] },
  };
  if (rand() < 0.3) {
    t.outputSchema = {
      type: 'object',
      properties: {
        items: { type: 'array', items: realisticProperty(rand, 1, []) },
        nextCursor: { type: 'string', description: 'Pass to get the next page.' },
      },
    };
  }
  if (rand() < 0.2) t.execution = { taskSupport: 'optional' };
  return t;
}

/** The JSON text of a `tools/list` result with `count` realistic tools (1 to 10 KB each). */
export function generateRealisticToolsList(count = 10000, seed = 3) {
  const rand = prng(seed);
  const tools = [];
  for (let i = 0; i < count; i++) tools.push(realisticTool(rand, i));
  return JSON.stringify({ tools });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const count = Number(process.argv[2] ?? 10000);
  const text = process.argv[4] === 'realistic' ? generateRealisticToolsList(count) : generateToolsList(count);
  if (process.argv[3]) writeFileSync(process.argv[3], text);
  else process.stdout.write(text);
}
