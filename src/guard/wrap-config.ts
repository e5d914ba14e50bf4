import { applyEdits, findNodeAtLocation, getNodeValue, modify, parseTree, type FormattingOptions, type Node, type ParseError } from 'jsonc-parser';
import type { OnChange } from '../core/check.js';
import type { Unpinned } from '../core/guard.js';
import { ToolsealError } from '../core/errors.js';

/**
 * The member of a wrapped server entry that keeps what `wrap` replaced: the original values of the keys
 * it changed or removed (`type`, `command`, `args`, `url`, `headers`), so `--undo` restores them exactly.
 * A key the entry did not have is not in it. Its presence is what marks an entry as wrapped.
 */
export const WRAPPED_KEY = 'toolsealWrapped';

/** The keys `wrap` replaces or removes in a server entry (`serverUrl`: Windsurf's `url`); every other key (env, cwd, disabled, …) stays as written. */
const MANAGED_KEYS = ['type', 'command', 'args', 'url', 'serverUrl', 'headers'] as const;

/** How a wrapped entry starts toolseal, unless told otherwise: from npm, without a prompt. */
export const DEFAULT_TOOLSEAL_COMMAND = ['npx', '-y', 'toolseal'];

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
}

export interface WrapResult {
  text: string;
  /** Server keys changed, and those left alone (already wrapped, or unwrapped already for --undo). */
  changed: string[];
  unchanged: string[];
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

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
  return { insertSpaces: !indent.includes('\t'), tabSize: indent.includes('\t') ? 1 : indent.length, eol: text.includes('\r\n') ? '\r\n' : '\n' };
}

function parseConfig(text: string, file: string): Node {
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { allowTrailingComma: true, disallowComments: false });
  if (!tree || errors.length > 0 || tree.type !== 'object') throw new ToolsealError('INVALID_CONFIG', `${file}: not a JSON (or JSONC) object${errors[0] ? ` (error at offset ${errors[0].offset})` : ''}`);
  return tree;
}

/**
 * The guard's command line for one server entry: its stdio command after `--`, or its URL with
 * `--url`, `--transport` and each header as `--header "K: V"`, as the config wrote them (`${VAR}` is
 * left for the host to expand, as it did before).
 */
function guardArgs(name: string, entry: Json, options: WrapOptions, where: string): string[] {
  // Always the config key: an id from the server's own serverInfo.name would follow a rename out of its pin.
  const own = ['guard', '--server-id', name];
  if (options.lock !== undefined) own.push('--lock', options.lock);
  if (options.onChange !== undefined) own.push('--on-change', options.onChange);
  if (options.unpinned !== undefined) own.push('--unpinned', options.unpinned);
  if (options.audit !== undefined) own.push('--audit', options.audit);
  const type = entry.type;
  const url = entry.url ?? entry.serverUrl;
  const isUrl = type === 'http' || type === 'streamable-http' || type === 'streamableHttp' || type === 'sse' || (type === undefined && url !== undefined && entry.command === undefined);
  if (isUrl) {
    if (typeof url !== 'string') throw new ToolsealError('INVALID_CONFIG', `${where}: "url" must be a string`);
    const headers = entry.headers ?? {};
    if (!isObject(headers) || !Object.values(headers).every((v) => typeof v === 'string')) throw new ToolsealError('INVALID_CONFIG', `${where}: "headers" must be an object of strings`);
    const transport = type === 'sse' ? ['--transport', 'sse'] : type === undefined ? [] : ['--transport', 'http'];
    return [...own, '--url', url, ...transport, ...Object.entries(headers).flatMap(([k, v]) => ['--header', `${k}: ${v as string}`])];
  }
  if (typeof entry.command !== 'string' || entry.command === '') throw new ToolsealError('INVALID_CONFIG', `${where}: "command" must be a non-empty string`);
  const args = entry.args ?? [];
  if (!Array.isArray(args) || !args.every((a) => typeof a === 'string')) throw new ToolsealError('INVALID_CONFIG', `${where}: "args" must be an array of strings`);
  return [...own, '--', entry.command, ...(args as string[])];
}

/**
 * Rewrites an MCP client config so that every server starts through `toolseal guard`, editing only the
 * server entries (jsonc-parser's edits, as VS Code does: comments and the rest of the file stay). A server
 * already wrapped is wrapped again from its original (same options: same text), never twice.
 */
export function wrapConfigText(text: string, file: string, options: WrapOptions = {}): WrapResult {
  const tree = parseConfig(text, file);
  const { key, node } = serversOf(tree, file);
  const formattingOptions = formattingOf(text);
  const toolseal = options.toolseal ?? DEFAULT_TOOLSEAL_COMMAND;
  if (toolseal.length === 0) throw new ToolsealError('USAGE', '--toolseal-command must name a command');
  let out = text;
  const changed: string[] = [];
  const unchanged: string[] = [];
  for (const member of node.children ?? []) {
    const name = getNodeValue(member.children![0]!) as string;
    const current = getNodeValue(member.children![1]!) as unknown;
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
    if (isObject(stash) && sameManaged(current, wrapped) && JSON.stringify(stash) === JSON.stringify(newStash)) {
      unchanged.push(name);
      continue;
    }
    for (const k of MANAGED_KEYS) {
      const path = [key, name, k];
      const value = Object.hasOwn(wrapped, k) ? wrapped[k] : undefined;
      if (value === undefined && !Object.hasOwn(current, k)) continue;
      out = applyEdits(out, modify(out, path, value, { formattingOptions }));
    }
    out = applyEdits(out, modify(out, [key, name, WRAPPED_KEY], newStash, { formattingOptions }));
    changed.push(name);
  }
  return { text: out, changed, unchanged };
}

/** Restores every wrapped server of a config to what it was before `wrap` (the keys it kept aside). */
export function unwrapConfigText(text: string, file: string): WrapResult {
  const tree = parseConfig(text, file);
  const { key, node } = serversOf(tree, file);
  const formattingOptions = formattingOf(text);
  let out = text;
  const changed: string[] = [];
  const unchanged: string[] = [];
  for (const member of node.children ?? []) {
    const name = getNodeValue(member.children![0]!) as string;
    const current = getNodeValue(member.children![1]!) as unknown;
    const stash = isObject(current) ? current[WRAPPED_KEY] : undefined;
    if (!isObject(stash)) {
      unchanged.push(name);
      continue;
    }
    for (const k of MANAGED_KEYS) {
      const value = Object.hasOwn(stash, k) ? stash[k] : undefined;
      if (value === undefined && !Object.hasOwn(current as Json, k)) continue;
      out = applyEdits(out, modify(out, [key, name, k], value, { formattingOptions }));
    }
    out = applyEdits(out, modify(out, [key, name, WRAPPED_KEY], undefined, { formattingOptions }));
    changed.push(name);
  }
  return { text: out, changed, unchanged };
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
