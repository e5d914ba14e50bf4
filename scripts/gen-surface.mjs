// Generates a large, realistic `tools/list` result deterministically (same arguments, same bytes), for the
// benchmarks: each tool about 2 KB, with nested input and output schemas whose properties carry
// descriptions, enums, defaults, numbers and some non-ASCII and escaped text, plus `icons` and `_meta`
// (not hashed) and annotations.
//
//   node scripts/gen-surface.mjs [TOOLS] [OUT]     (default 10000 tools, to stdout)
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
  if (r < 0.4) return { type: 'array', description, items: { type: 'string', description: sentence(rand, 5) }, maxItems: 1 + Math.floor(rand() * 100) };
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

if (import.meta.url === `file://${process.argv[1]}`) {
  const count = Number(process.argv[2] ?? 10000);
  const text = generateToolsList(count);
  if (process.argv[3]) writeFileSync(process.argv[3], text);
  else process.stdout.write(text);
}
