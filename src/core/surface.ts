import { createHash, hash } from 'node:crypto';
import { ToolsealError } from './errors.js';
import { canonicalize, canonicalString } from './jcs.js';

/**
 * The seven surface fields (docs/formats.md), in RFC 8785 key order. The one list of them.
 */
export const SURFACE_FIELDS = ['annotations', 'description', 'execution', 'inputSchema', 'name', 'outputSchema', 'title'] as const;
export type SurfaceField = (typeof SURFACE_FIELDS)[number];

export type Digest = `sha256:${string}`;

/** A tool as a server sent it: an object with a non-empty string `name`, anything else kept as received. */
export type RawTool = { name: string } & Record<string, unknown>;

/** `"sha256:" + hex(sha256(UTF-8 bytes of text))` */
export function sha256Digest(text: string): Digest {
  return `sha256:${hash('sha256', text, 'hex')}`;
}

/** The present surface fields of a tool, in a null-prototype object (a `__proto__` key stays a key). */
export function surfaceOf(tool: RawTool): Record<string, unknown> {
  const surface = Object.create(null) as Record<string, unknown>;
  for (const f of SURFACE_FIELDS) if (Object.hasOwn(tool, f)) surface[f] = tool[f];
  return surface;
}

export function presentFields(tool: RawTool): SurfaceField[] {
  return SURFACE_FIELDS.filter((f) => Object.hasOwn(tool, f));
}

/** `sha256(JCS(surface(tool)))` */
export function toolDigest(tool: RawTool): Digest {
  return sha256Digest(canonicalSurface(tool).text);
}

/** `sha256(JCS(tool[field]))` for a present surface field. */
export function fieldDigest(tool: RawTool, field: SurfaceField): Digest {
  if (!Object.hasOwn(tool, field)) throw new ToolsealError('INVALID_INPUT', `tool ${JSON.stringify(tool.name)} has no ${field}`);
  return sha256Digest(canonicalize(tool[field]));
}

/** The name-keyed manifest `{ [name]: surface(tool) }`, null-prototype. */
export function manifestOf(tools: readonly RawTool[]): Record<string, Record<string, unknown>> {
  assertTools(tools);
  const manifest = Object.create(null) as Record<string, Record<string, unknown>>;
  for (const t of tools) manifest[t.name] = surfaceOf(t);
  return manifest;
}

/** `sha256(JCS(manifest))` */
export function manifestDigest(tools: readonly RawTool[]): Digest {
  return digestTools(tools).manifestDigest;
}

export interface ToolDigests {
  digest: Digest;
  /** field → fieldDigest, present fields only (when asked for). */
  fields?: Partial<Record<SurfaceField, Digest>>;
}

export interface SurfaceDigests {
  manifestDigest: Digest;
  /** JCS(manifest): the manifest file's exact text, whose sha256 is the manifest digest. */
  manifestText: string;
  /** name → digests, names in RFC 8785 order. */
  tools: Map<string, ToolDigests>;
}

/**
 * All digests of a tool list in one pass: each present field is canonicalized once, and the surface and
 * manifest texts are composed from those canonical parts (they are byte-equal to canonicalizing the
 * composed objects, because keys are already in RFC 8785 order). Each tool's canonical bytes are encoded
 * once and fed to both its own hash and the manifest's; the manifest text is only joined if asked for.
 */
export function digestTools(tools: readonly RawTool[], options: { fields?: boolean } = {}): SurfaceDigests {
  assertTools(tools);
  const parts: Array<{ name: string; text: string; bytes: Buffer; entry: ToolDigests }> = [];
  for (const tool of tools) {
    const { text, fieldTexts } = canonicalSurface(tool);
    const bytes = Buffer.from(text, 'utf8');
    const entry: ToolDigests = { digest: sha256Bytes(bytes) };
    if (options.fields) {
      const fields: Partial<Record<SurfaceField, Digest>> = {};
      for (const [f, t] of fieldTexts) fields[f] = sha256Digest(t);
      entry.fields = fields;
    }
    parts.push({ name: tool.name, text, bytes, entry });
  }
  parts.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const hash = createHash('sha256');
  const map = new Map<string, ToolDigests>();
  const keys: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i]!;
    const key = (i === 0 ? '{' : ',') + canonicalString(p.name) + ':';
    keys.push(key);
    hash.update(key, 'utf8').update(p.bytes);
    map.set(p.name, p.entry);
  }
  hash.update(parts.length === 0 ? '{}' : '}', 'utf8');
  const digest: Digest = `sha256:${hash.digest('hex')}`;
  let manifestText: string | undefined;
  return {
    manifestDigest: digest,
    get manifestText() {
      if (manifestText === undefined) {
        manifestText = parts.length === 0 ? '{}' : parts.map((p, i) => keys[i] + p.text).join('') + '}';
      }
      return manifestText;
    },
    tools: map,
  };
}

function sha256Bytes(bytes: Uint8Array): Digest {
  return `sha256:${hash('sha256', bytes, 'hex')}`;
}

function canonicalSurface(tool: RawTool): { text: string; fieldTexts: Array<[SurfaceField, string]> } {
  const fieldTexts: Array<[SurfaceField, string]> = [];
  let text = '{';
  for (const f of SURFACE_FIELDS) {
    if (!Object.hasOwn(tool, f)) continue;
    let t: string;
    try {
      t = canonicalize(tool[f]);
    } catch (e) {
      if (e instanceof ToolsealError) {
        throw new ToolsealError(e.code, `tool ${JSON.stringify(tool.name)}, field ${f}: ${e.message}`, { cause: e });
      }
      throw e;
    }
    text += (fieldTexts.length === 0 ? '' : ',') + `"${f}":` + t;
    fieldTexts.push([f, t]);
  }
  return { text: text + '}', fieldTexts };
}

/**
 * Asserts a tools array: each tool an object with a non-empty string name (`MALFORMED_TOOL`), no two
 * tools with one name (`DUPLICATE_TOOL_NAME`, naming both positions).
 */
export function assertTools(tools: unknown, where = 'tools'): asserts tools is RawTool[] {
  if (!Array.isArray(tools)) throw new ToolsealError('MALFORMED_TOOL', `${where} is not an array`);
  const seen = new Map<string, number>();
  for (let i = 0; i < tools.length; i++) {
    const t: unknown = tools[i];
    if (typeof t !== 'object' || t === null || Array.isArray(t)) {
      throw new ToolsealError('MALFORMED_TOOL', `${where}[${i}] is not an object`);
    }
    // An own property only: an inherited `name` would key the manifest yet be missing from the surface.
    const name = Object.hasOwn(t, 'name') ? (t as Record<string, unknown>).name : undefined;
    if (typeof name !== 'string' || name.length === 0) {
      throw new ToolsealError('MALFORMED_TOOL', `${where}[${i}] has no non-empty string name`);
    }
    const first = seen.get(name);
    if (first !== undefined) {
      throw new ToolsealError('DUPLICATE_TOOL_NAME', `${where}[${first}] and ${where}[${i}] are both named ${JSON.stringify(name)}`);
    }
    seen.set(name, i);
  }
}
