// The worked examples of docs/formats.md: each is an input (a JSON text) and the lines toolseal's code
// gives for it, so the bytes and digests the document shows are computed, never typed. A block in the
// document is `<!-- example: KIND -->`, then a ```json block (the input), then a ```text block (the lines).
import { canonicalize } from '../../src/core/json/jcs.js';
import { parseJsonStrict } from '../../src/core/json/strict-reader.js';
import { digestNonTool, surfaceDigest, type RawPrompt, type RawResourceTemplate } from '../../src/core/surface/non-tool-surface.js';
import { digestTools, presentFields, sha256Digest, surfaceOf, type RawTool } from '../../src/core/surface/surface.js';
import { maskVolatile } from '../../src/core/check/volatile.js';
import { readVolatilePointers, type VolatilePointer } from '../../src/core/lock/volatile-pointers.js';

export const EXAMPLE_KINDS = ['jcs', 'tools', 'surface', 'volatile'] as const;
export type ExampleKind = (typeof EXAMPLE_KINDS)[number];

export interface WorkedExample {
  kind: string;
  input: string;
  lines: string;
}

/** The worked examples of a Markdown text, in order. */
export function workedExamples(markdown: string): WorkedExample[] {
  const re = /<!-- example: ([a-z-]+) -->\n```json\n([\s\S]*?)\n```\n```text\n([\s\S]*?)\n```/g;
  return [...markdown.matchAll(re)].map((m) => ({ kind: m[1]!, input: m[2]!, lines: m[3]! }));
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function toolLines(tools: RawTool[], label = ''): string[] {
  const out: string[] = [];
  const d = digestTools(tools, { fields: true });
  for (const t of [...tools].sort((a, b) => byCodeUnits(a.name, b.name))) {
    out.push(`JCS(surface(${t.name}))${label} = ${canonicalize(surfaceOf(t))}`);
    out.push(`toolDigest(${t.name}) = ${d.tools.get(t.name)!.digest}`);
    for (const f of presentFields(t)) out.push(`fieldDigest(${t.name}, ${f}) = ${d.tools.get(t.name)!.fields![f]}`);
  }
  out.push(`JCS(manifest) = ${d.manifestText()}`);
  out.push(`manifestDigest = ${d.manifestDigest}`);
  return out;
}

function surfaceLines(doc: Record<string, unknown>): string[] {
  const tools = doc.tools as RawTool[];
  const manifest = digestTools(tools).manifestDigest;
  const instructions = doc.instructions as string | undefined;
  const prompts = doc.prompts as RawPrompt[] | undefined;
  const templates = doc.resourceTemplates as RawResourceTemplate[] | undefined;
  const d = digestNonTool({ instructions, prompts, resourceTemplates: templates });
  const out = [`manifestDigest = ${manifest}`];
  if (instructions !== undefined) out.push(`JCS(instructions) = ${canonicalize(instructions)}`);
  out.push(`instructionsDigest = ${String(d.instructionsDigest)}`);
  const hashed = (e: Record<string, unknown>) => Object.fromEntries(Object.entries(e).filter(([k]) => k !== '_meta' && k !== 'icons'));
  for (const p of [...(prompts ?? [])].sort((a, b) => byCodeUnits(a.name, b.name))) {
    out.push(`JCS(prompt ${p.name}) = ${canonicalize(hashed(p))}`);
    out.push(`promptDigests[${p.name}] = ${d.promptDigests[p.name]}`);
  }
  for (const t of [...(templates ?? [])].sort((a, b) => byCodeUnits(a.uriTemplate, b.uriTemplate))) {
    out.push(`JCS(resourceTemplate ${t.uriTemplate}) = ${canonicalize(hashed(t))}`);
    out.push(`resourceTemplateDigests[${t.uriTemplate}] = ${d.resourceTemplateDigests[t.uriTemplate]}`);
  }
  const surface = { manifest, instructions: d.instructionsDigest, prompts: d.promptDigests, resourceTemplates: d.resourceTemplateDigests };
  out.push(`JCS(surface) = ${canonicalize(surface)}`);
  out.push(`surfaceDigest = ${surfaceDigest(manifest, d)}`);
  return out;
}

/** The lines toolseal's code gives for an example's input. */
export function exampleLines(kind: string, input: string): string {
  const value = parseJsonStrict(input, `example (${kind})`);
  switch (kind) {
    case 'jcs': {
      const text = canonicalize(value);
      const bytes = Buffer.from(text, 'utf8');
      return [`JCS = ${text}`, `UTF-8 = ${bytes.toString('hex').replace(/(..)(?!$)/g, '$1 ')}`, `sha256 = ${sha256Digest(text)}`].join(
        '\n',
      );
    }
    case 'tools':
      return toolLines(value as RawTool[]).join('\n');
    case 'surface':
      return surfaceLines(value as Record<string, unknown>).join('\n');
    case 'volatile': {
      const doc = value as { tools: RawTool[]; volatile: string[] };
      const masked = maskVolatile(doc.tools, readVolatilePointers(doc.volatile, { sorted: true }) as VolatilePointer[]);
      if (masked.unmatched.length > 0) throw new Error(`example: volatile pointers match nothing: ${masked.unmatched.join(', ')}`);
      return toolLines(masked.tools, ' with volatile values').join('\n');
    }
    default:
      throw new Error(`example: unknown kind ${kind} (one of ${EXAMPLE_KINDS.join(', ')})`);
  }
}
