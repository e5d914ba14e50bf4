import {
  applyEdits,
  findNodeAtLocation,
  getNodeValue,
  modify,
  parseTree,
  type FormattingOptions,
  type Node,
  type ParseError,
} from 'jsonc-parser';
import type { OnChange } from '../core/check/check.js';
import type { Unpinned } from '../core/guard/guard.js';
import { optionWords } from '../core/origin/command-words.js';
import { ToolsealError } from '../core/errors.js';
import { isJsonObject as isObject } from '../core/json/json-object.js';
import {
  CONFIG_FORMATS,
  configEntriesOf,
  configFormatByName,
  describeConfigFormat,
  type ConfigFormatId,
} from '../mcp/config/config-formats.js';
import { VERSION } from '../version.js';
import { WRAPPED_KEY } from '../mcp/config/wrapped-entry.js';

/**
 * The member of a wrapped server entry that keeps what `wrap` replaced: the original values of the keys
 * it changed or removed (MANAGED_KEYS), and the entry's text as it was (`originalText`), so `--undo`
 * restores them exactly. A key the entry did not have is not in it. Its presence is what marks an entry as
 * wrapped (docs/formats.md, "A wrapped entry"); it is defined beside its reader, `mcp/config/wrapped-entry.ts`.
 */
export { WRAPPED_KEY };

/**
 * The stash's member holding the entry's text as it was in the file (its comments and formatting too):
 * `--undo` puts that text back, byte for byte, when the entry is otherwise as wrap left it.
 */
const ORIGINAL_TEXT_KEY = 'originalText';

/** The keys `wrap` replaces or removes in a server entry (`serverUrl`: Windsurf's `url`); every other key (env, cwd, disabled, …) stays as written. */
const MANAGED_KEYS = ['type', 'command', 'args', 'url', 'serverUrl', 'headers'] as const;

/**
 * How a wrapped entry starts toolseal, unless told otherwise: from npm, without a prompt, at this exact
 * version (an unpinned guard would itself be a package whatever is newest replaces: `UNPINNED_PACKAGE`).
 */
export const DEFAULT_TOOLSEAL_COMMAND = ['npx', '-y', `toolseal@${VERSION}`];

export interface WrapOptions {
  /** The command (split into words) that runs toolseal, `guard` is appended (default `npx -y toolseal`). */
  toolseal?: string[];
  /** `--lock FILE` for every guard (as written: relative paths are relative to where the host starts it). */
  lock?: string;
  onChange?: OnChange;
  /** `--unpinned allow|block` for every guard. */
  unpinned?: Unpinned;
  /** `--audit FILE` for every guard. */
  audit?: string;
  /** `--fail-on KINDS` for every guard (comma-separated, as given). */
  failOn?: string;
  /** `--snapshot-dir DIR` for every guard (the reviewed snapshots, for the kinds of change). */
  snapshotDir?: string;
}

export interface WrapResult {
  text: string;
  /** Server keys changed, and those left alone (already wrapped, or unwrapped already for --undo). */
  changed: string[];
  unchanged: string[];
}

type Json = Record<string, unknown>;

/** The servers object's key (`mcpServers`: .mcp.json, Claude Desktop, Cursor; `servers`: .vscode/mcp.json) and node. */
function serversOf(tree: Node, file: string): { key: 'mcpServers' | 'servers'; node: Node } {
  for (const key of ['mcpServers', 'servers'] as const) {
    const node = findNodeAtLocation(tree, [key]);
    if (node?.type === 'object') return { key, node };
  }
  throw new ToolsealError('INVALID_CONFIG', `${file}: no "mcpServers" (Claude, Cursor) or "servers" (VS Code) object`);
}

/** Indentation and line ends as the file has them, so an edit looks like the rest of it. */
function formattingOf(text: string): FormattingOptions {
  const indent = /^([ \t]+)\S/m.exec(text)?.[1] ?? '  ';
  return {
    insertSpaces: !indent.includes('\t'),
    tabSize: indent.includes('\t') ? 1 : indent.length,
    eol: text.includes('\r\n') ? '\r\n' : '\n',
  };
}

/**
 * Refuses a file in a format wrap does not write (CONFIG_FORMATS: a TOML, YAML or settings file), naming
 * its format: wrap edits the JSON of an `mcpServers` or `servers` object in place, and nothing else.
 */
function assertWrappable(text: string, file: string): void {
  let format: ConfigFormatId | undefined;
  try {
    format = configEntriesOf(text, file).format;
  } catch (e) {
    // A JSON file that does not read is refused below by wrap's own reader, with the place.
    if (!(e instanceof ToolsealError)) throw e;
    format = configFormatByName(file);
  }
  if (format === undefined || CONFIG_FORMATS[format].wraps) return;
  const wrappable = (Object.keys(CONFIG_FORMATS) as ConfigFormatId[]).filter((id) => CONFIG_FORMATS[id].wraps);
  throw new ToolsealError(
    'USAGE',
    `${file}: wrap does not write ${describeConfigFormat(format)}; it rewrites ${wrappable.map((id) => CONFIG_FORMATS[id].files).join(', ')} (put each server behind "toolseal guard --server-id NAME --lock FILE -- CMD ARGS" by hand: docs/guard.md)`,
  );
}

function parseConfig(text: string, file: string): Node {
  assertWrappable(text, file);
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { allowTrailingComma: true, disallowComments: false });
  if (!tree || errors.length > 0 || tree.type !== 'object')
    throw new ToolsealError(
      'INVALID_CONFIG',
      `${file}: not a JSON (or JSONC) object${errors[0] ? ` (error at offset ${errors[0].offset})` : ''}`,
    );
  return tree;
}

/**
 * The guard's command line for one server entry: its stdio command after `--`, or its URL with
 * `--url`, `--transport` and each header as `--header "K: V"`, as the config wrote them (`${VAR}` is
 * left for the host to expand, as it did before).
 */
function guardArgs(name: string, entry: Json, options: WrapOptions, where: string): string[] {
  // Always the config key: an id from the server's own serverInfo.name would follow a rename out of its pin.
  // A value that begins with `-` (a config key `-files`) is written `--server-id=-files`, as the guard reads it.
  const own = ['guard', ...optionWords('server-id', name)];
  if (options.lock !== undefined) own.push(...optionWords('lock', options.lock));
  if (options.onChange !== undefined) own.push('--on-change', options.onChange);
  if (options.unpinned !== undefined) own.push('--unpinned', options.unpinned);
  if (options.audit !== undefined) own.push(...optionWords('audit', options.audit));
  if (options.failOn !== undefined) own.push('--fail-on', options.failOn);
  if (options.snapshotDir !== undefined) own.push(...optionWords('snapshot-dir', options.snapshotDir));
  const type = entry.type;
  const url = entry.url ?? entry.serverUrl;
  const isUrl =
    type === 'http' ||
    type === 'streamable-http' ||
    type === 'streamableHttp' ||
    type === 'sse' ||
    (type === undefined && url !== undefined && entry.command === undefined);
  if (isUrl) {
    if (typeof url !== 'string') throw new ToolsealError('INVALID_CONFIG', `${where}: "url" must be a string`);
    const headers = entry.headers ?? {};
    if (!isObject(headers) || !Object.values(headers).every((v) => typeof v === 'string'))
      throw new ToolsealError('INVALID_CONFIG', `${where}: "headers" must be an object of strings`);
    const transport = type === 'sse' ? ['--transport', 'sse'] : type === undefined ? [] : ['--transport', 'http'];
    return [
      ...own,
      ...optionWords('url', url),
      ...transport,
      ...Object.entries(headers).flatMap(([k, v]) => optionWords('header', `${k}: ${v as string}`)),
    ];
  }
  if (typeof entry.command !== 'string' || entry.command === '')
    throw new ToolsealError('INVALID_CONFIG', `${where}: "command" must be a non-empty string`);
  const args = entry.args ?? [];
  if (!Array.isArray(args) || !args.every((a) => typeof a === 'string'))
    throw new ToolsealError('INVALID_CONFIG', `${where}: "args" must be an array of strings`);
  return [...own, '--', entry.command, ...(args as string[])];
}

/**
 * Rewrites an MCP client config so that every server starts through `toolseal guard`, editing only the
 * server entries (jsonc-parser's edits, as VS Code does: comments and the rest of the file stay). A server
 * already wrapped is wrapped again from its original (same options: same text), never twice.
 */
export function wrapConfigText(text: string, file: string, options: WrapOptions = {}): WrapResult {
  const servers = serversOf(parseConfig(text, file), file);
  const formattingOptions = formattingOf(text);
  const toolseal = options.toolseal ?? DEFAULT_TOOLSEAL_COMMAND;
  if (toolseal.length === 0) throw new ToolsealError('USAGE', '--toolseal-command must name a command');
  return editServers(text, servers, ({ out, member, name, current }) => {
    const where = `${file}: server ${JSON.stringify(name)}`;
    if (!isObject(current)) throw new ToolsealError('INVALID_CONFIG', `${where}: not an object`);
    const stash = current[WRAPPED_KEY];
    if (stash !== undefined && !isObject(stash)) throw new ToolsealError('INVALID_CONFIG', `${where}: "${WRAPPED_KEY}" must be an object`);
    const original: Json = isObject(stash) ? restoredEntry(current, stash) : current;
    const args = [...toolseal.slice(1), ...guardArgs(name, original, options, where)];
    const wrapped: Json = { command: toolseal[0], args };
    // VS Code needs a type; the guard is a stdio server.
    if (original.type !== undefined) wrapped.type = 'stdio';
    const newStash: Json = {};
    for (const k of MANAGED_KEYS) if (Object.hasOwn(original, k)) newStash[k] = original[k];
    // The entry's own text, once: wrapping a wrapped entry again keeps the text of the first original.
    const originalText = isObject(stash)
      ? stash[ORIGINAL_TEXT_KEY]
      : text.slice(member.children![1]!.offset, member.children![1]!.offset + member.children![1]!.length);
    if (typeof originalText === 'string') newStash[ORIGINAL_TEXT_KEY] = originalText;
    if (isObject(stash) && sameManaged(current, wrapped) && JSON.stringify(stash) === JSON.stringify(newStash)) return undefined;
    // Edited as a text of its own, so nothing outside the entry changes (the formatter of an edit to the
    // whole file may re-indent beyond it) and --undo can put the entry's old text back in its place.
    const at = member.children![1]!;
    const start = at.offset + (out.length - text.length);
    // Led by the indentation of the entry's line, so new lines are indented as the entry's members.
    const lineStart = text.lastIndexOf('\n', member.offset - 1) + 1;
    const lead = /^[ \t]*/.exec(text.slice(lineStart, member.offset))![0];
    let entry = lead + out.slice(start, start + at.length);
    const edit = (path: string[], value: unknown) => {
      entry = applyEdits(entry, modify(entry, path, value, { formattingOptions }));
    };
    for (const k of MANAGED_KEYS) {
      const value = Object.hasOwn(wrapped, k) ? wrapped[k] : undefined;
      if (value === undefined && !Object.hasOwn(current, k)) continue;
      edit([k], value);
    }
    edit([WRAPPED_KEY], newStash);
    return out.slice(0, start) + entry.slice(lead.length) + out.slice(start + at.length);
  });
}

/** Restores every wrapped server of a config to what it was before `wrap` (the keys it kept aside). */
export function unwrapConfigText(text: string, file: string): WrapResult {
  const servers = serversOf(parseConfig(text, file), file);
  const { key } = servers;
  const formattingOptions = formattingOf(text);
  return editServers(text, servers, ({ out, member, name, current }) => {
    const stash = isObject(current) ? current[WRAPPED_KEY] : undefined;
    if (!isObject(stash)) return undefined;
    const original = originalTextIfSame(current as Json, stash);
    if (original !== undefined) {
      // Byte for byte as it was: wrap edited only inside this entry, and the entry is as wrap left it.
      const at = member.children![1]!;
      const shift = out.length - text.length;
      return out.slice(0, at.offset + shift) + original + out.slice(at.offset + at.length + shift);
    }
    for (const k of MANAGED_KEYS) {
      const value = Object.hasOwn(stash, k) ? stash[k] : undefined;
      if (value === undefined && !Object.hasOwn(current as Json, k)) continue;
      out = applyEdits(out, modify(out, [key, name, k], value, { formattingOptions }));
    }
    return applyEdits(out, modify(out, [key, name, WRAPPED_KEY], undefined, { formattingOptions }));
  });
}

/** One server entry of a config, and the config's text as the entries before it left it. */
interface ServerEntry {
  out: string;
  member: Node;
  name: string;
  current: unknown;
}

/**
 * Edits the server entries of a config's `text` one after another: `edit` returns the text with its entry
 * changed (the entry is then `changed`), or undefined to leave it as it is (`unchanged`).
 */
function editServers(text: string, servers: { node: Node }, edit: (entry: ServerEntry) => string | undefined): WrapResult {
  let out = text;
  const changed: string[] = [];
  const unchanged: string[] = [];
  for (const member of servers.node.children ?? []) {
    const name = getNodeValue(member.children![0]!) as string;
    const next = edit({ out, member, name, current: getNodeValue(member.children![1]!) as unknown });
    if (next === undefined) {
      unchanged.push(name);
    } else {
      out = next;
      changed.push(name);
    }
  }
  return { text: out, changed, unchanged };
}

/**
 * The entry's text from before wrap, when it reads as exactly the entry `--undo` would otherwise rebuild
 * (its other keys as they are now, the managed keys from the stash): a key edited since wrap, or a stash
 * edited by hand, and the entry is rebuilt key by key instead.
 */
function originalTextIfSame(current: Json, stash: Json): string | undefined {
  const text = stash[ORIGINAL_TEXT_KEY];
  if (typeof text !== 'string') return undefined;
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { allowTrailingComma: true, disallowComments: false });
  if (!tree || errors.length > 0 || tree.type !== 'object' || tree.offset !== 0 || tree.length !== text.length) return undefined;
  const before = getNodeValue(tree) as unknown;
  return isObject(before) && sortedJson(before) === sortedJson(restoredEntry(current, stash)) ? text : undefined;
}

/** JSON text with every object's keys sorted, to compare two values whatever their key order. */
function sortedJson(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    isObject(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, v[k]]),
        )
      : v,
  );
}

/** A wrapped entry as it was: its other keys as they are now, the managed keys from the stash. */
function restoredEntry(current: Json, stash: Json): Json {
  const out: Json = {};
  for (const [k, v] of Object.entries(current)) if (k !== WRAPPED_KEY && !(MANAGED_KEYS as readonly string[]).includes(k)) out[k] = v;
  for (const k of MANAGED_KEYS) if (Object.hasOwn(stash, k)) out[k] = stash[k];
  return out;
}

function sameManaged(current: Json, wrapped: Json): boolean {
  return MANAGED_KEYS.every((k) => JSON.stringify(current[k]) === JSON.stringify(wrapped[k]));
}

/** Whether a config entry already starts its server through the guard. */
export function isWrappedEntry(entry: unknown): boolean {
  return isObject(entry) && isObject(entry[WRAPPED_KEY]);
}
