// An independent reading of "only prose changed", for the upgrade corpus (test/fixtures/corpus/): two tool
// definitions are equal once every text the model reads but no caller sends is taken out (description,
// title, examples, $comment at any depth of a schema; annotations.title). A member of properties,
// patternProperties, $defs, definitions or dependentSchemas is a name, not a keyword: a property called
// "description" stays. The corpus test and `npm run bench -- corpus` check the classifier against it: it
// must never file a schema change under prose. Plain TypeScript only (Node runs it with its types stripped).
const PROSE = new Set(['description', 'title', 'examples', '$comment']);
const NAMED = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);

function withoutProse(value: unknown, keysAreNames = false): unknown {
  if (Array.isArray(value)) return value.map((v) => withoutProse(v));
  if (value === null || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(object).sort()) {
    if (keysAreNames) out[key] = withoutProse(object[key]);
    else if (!PROSE.has(key)) out[key] = withoutProse(object[key], NAMED.has(key));
  }
  return out;
}

/** A tool definition with its prose taken out, as JSON with sorted keys. */
export function toolWithoutProse(tool: Record<string, unknown>): string {
  const { description: _d, title: _t, annotations, ...rest } = tool;
  const hints = annotations && typeof annotations === 'object' ? { ...(annotations as Record<string, unknown>) } : undefined;
  if (hints) delete hints.title;
  return JSON.stringify(withoutProse({ ...rest, ...(hints ? { annotations: hints } : {}) }));
}

/** True when two definitions differ in prose only, or not at all. */
export function onlyProseDiffers(before: Record<string, unknown>, after: Record<string, unknown>): boolean {
  return toolWithoutProse(before) === toolWithoutProse(after);
}
