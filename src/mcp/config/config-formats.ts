import { basename, dirname, extname } from 'node:path';
import { parse as parseToml, TomlError } from 'smol-toml';
import { parseDocument } from 'yaml';
import { ToolsealError } from '../../core/errors.js';
import { isJsonObject } from '../../core/json/json-object.js';
import { parseJsonStrict } from '../../core/json/strict-reader.js';
import { readTextFile } from '../../fs/json-file.js';
import { jsoncToJson } from './jsonc-text.js';

/** The config formats of the MCP hosts toolseal reads: which file, where its servers are, whether `wrap` rewrites it. */
export type ConfigFormatId =
  'mcp-servers' | 'vscode-mcp' | 'vscode-settings' | 'gemini' | 'zed' | 'continue-yaml' | 'continue-json' | 'codex';

export interface ConfigFormat {
  /** The hosts that write it. */
  hosts: string;
  /** Its files, as the hosts name and place them. */
  files: string;
  syntax: 'JSON' | 'JSONC' | 'YAML' | 'TOML';
  /** Where in the file the servers are. */
  servers: string;
  /** `toolseal wrap` rewrites it (in place, keeping comments); the others it refuses, naming the format. */
  wraps: boolean;
}

/** The one table of formats: the reader, `doctor`, `wrap` and the docs (docs/formats.md) agree on it. */
export const CONFIG_FORMATS: Readonly<Record<ConfigFormatId, ConfigFormat>> = {
  'mcp-servers': {
    hosts: 'Claude Code, Claude Desktop, Cursor, Windsurf, Continue',
    files: '.mcp.json, claude_desktop_config.json, .cursor/mcp.json, mcp_config.json, .continue/mcpServers/*.json',
    syntax: 'JSON',
    servers: '"mcpServers": {NAME: {command, args, env, cwd | url, headers}}',
    wraps: true,
  },
  'vscode-mcp': {
    hosts: 'VS Code',
    files: '.vscode/mcp.json',
    syntax: 'JSONC',
    servers: '"servers": {NAME: {type, command, args, env | url, headers}}',
    wraps: true,
  },
  'vscode-settings': {
    hosts: 'VS Code',
    files: 'settings.json (user or .vscode/)',
    syntax: 'JSONC',
    servers: '"mcp": {"servers": {NAME: …}}',
    wraps: false,
  },
  gemini: {
    hosts: 'Gemini CLI',
    files: '.gemini/settings.json, ~/.gemini/settings.json',
    syntax: 'JSON',
    servers: '"mcpServers": {NAME: {command, args, env, cwd | url (SSE) | httpUrl (Streamable HTTP), headers}}',
    wraps: false,
  },
  zed: {
    hosts: 'Zed',
    files: '~/.config/zed/settings.json, .zed/settings.json',
    syntax: 'JSONC',
    servers: '"context_servers": {NAME: {command, args, env} | {"command": {path, args, env}} | {url, headers}}',
    wraps: false,
  },
  'continue-yaml': {
    hosts: 'Continue',
    files: '~/.continue/config.yaml, .continue/mcpServers/*.yaml',
    syntax: 'YAML',
    servers: 'mcpServers: [{name, command, args, env, cwd | type, url}]',
    wraps: false,
  },
  'continue-json': {
    hosts: 'Continue',
    files: 'config.json, .continue/mcpServers/*.json',
    syntax: 'JSON',
    servers: '"mcpServers": [{name, command, args, env, cwd | type, url}]',
    wraps: false,
  },
  codex: {
    hosts: 'Codex',
    files: '~/.codex/config.toml',
    syntax: 'TOML',
    servers: '[mcp_servers.NAME] command, args, env, cwd | url, bearer_token_env_var, http_headers, env_http_headers',
    wraps: false,
  },
};

/** One server entry of a config, in the shape of an `mcpServers` entry (what the JSON files hold), or why not. */
export interface ConfigEntry {
  name: string;
  entry?: unknown;
  error?: ToolsealError;
}

export interface ConfigEntries {
  format: ConfigFormatId;
  entries: ConfigEntry[];
}

type Json = Record<string, unknown>;

/** Aliases a YAML file may expand: a config needs few, an alias bomb needs many. */
const MAX_YAML_ALIASES = 100;
/** Nesting a TOML or YAML file may have (inline arrays and tables, flow collections): a config needs a few levels. */
const MAX_NESTING = 64;

const FORMAT_OF_EXTENSION: Readonly<Record<string, 'codex' | 'continue-yaml'>> = {
  '.toml': 'codex',
  '.yaml': 'continue-yaml',
  '.yml': 'continue-yaml',
};

/** The format a file's name alone decides (TOML and YAML by extension); a JSON file's is found in it. */
export function configFormatByName(file: string): ConfigFormatId | undefined {
  return FORMAT_OF_EXTENSION[extname(file).toLowerCase()];
}

/**
 * The size a config file may have: a host's file of hundreds of servers is far smaller, and the TOML and
 * YAML readers hold a whole document (and its nodes) in memory.
 */
export const MAX_CONFIG_FILE_BYTES = 8 * 1024 * 1024;

/** Reads a config file (bounded) and finds its format and its server entries, each as an `mcpServers` entry. */
export function readConfigEntries(file: string): ConfigEntries {
  return configEntriesOf(readTextFile(file, { maxBytes: MAX_CONFIG_FILE_BYTES }), file);
}

/** The format and server entries of a config file's text (`file` names it in errors and decides TOML and YAML). */
export function configEntriesOf(text: string, file: string): ConfigEntries {
  const byName = configFormatByName(file);
  if (byName === 'codex') return codexEntries(tomlDocument(text, file), file);
  if (byName === 'continue-yaml') return listEntries(yamlDocument(text, file), file, 'continue-yaml');
  // VS Code and Zed read their files as JSONC (comments, trailing commas); the others' files are plain JSON,
  // and plain JSON reads the same either way. Duplicate member names are still refused.
  const doc = parseJsonStrict(jsoncToJson(text), file);
  if (!isJsonObject(doc)) throw new ToolsealError('INVALID_CONFIG', `${file}: not a JSON object`);
  if (doc.context_servers !== undefined) return mapEntries(doc.context_servers, file, 'zed', '"context_servers"', zedEntry);
  if (Array.isArray(doc.mcpServers)) return listEntries(doc, file, 'continue-json');
  if (doc.mcpServers !== undefined) {
    const gemini = basename(file) === 'settings.json' && basename(dirname(file)) === '.gemini';
    return mapEntries(doc.mcpServers, file, gemini ? 'gemini' : 'mcp-servers', '"mcpServers"', (e, label) => geminiEntry(e, label, gemini));
  }
  if (doc.servers !== undefined) return mapEntries(doc.servers, file, 'vscode-mcp', '"servers"');
  if (isJsonObject(doc.mcp) && doc.mcp.servers !== undefined) return mapEntries(doc.mcp.servers, file, 'vscode-settings', '"mcp.servers"');
  throw new ToolsealError(
    'INVALID_CONFIG',
    `${file}: no "mcpServers" (Claude, Cursor, Windsurf, Gemini CLI, Continue), "servers" (VS Code mcp.json), "mcp": {"servers"} (VS Code settings.json) or "context_servers" (Zed)`,
  );
}

/** The format's name in a message: its hosts, syntax and files. */
export function describeConfigFormat(id: ConfigFormatId): string {
  const f = CONFIG_FORMATS[id];
  return `${f.hosts}'s ${f.syntax} (${f.files})`;
}

function labelOf(file: string, name: string): string {
  return `${file}: server ${JSON.stringify(name)}`;
}

/** Each entry through `normalize`, an entry's refusal kept as that entry's error (the file's other servers still read). */
function mapEntries(
  servers: unknown,
  file: string,
  format: ConfigFormatId,
  where: string,
  normalize: (entry: Json, label: string) => Json = (e) => e,
): ConfigEntries {
  if (!isJsonObject(servers)) throw new ToolsealError('INVALID_CONFIG', `${file}: ${where} must be an object`);
  const entries = Object.entries(servers).map(([name, entry]): ConfigEntry => {
    const label = labelOf(file, name);
    if (!isJsonObject(entry)) return { name, entry };
    try {
      return { name, entry: normalize(entry, label) };
    } catch (e) {
      if (e instanceof ToolsealError) return { name, error: e };
      throw e;
    }
  });
  return { format, entries };
}

/** One line of the place of `offset` in `text`, as `LINE:COLUMN` (1-based). */
function placeOf(text: string, offset: number): string {
  const before = text.slice(0, Math.max(0, offset));
  const line = before.split('\n').length;
  return `${line}:${before.length - before.lastIndexOf('\n')}`;
}

/** The key written at `offset` (bare, quoted, or dotted), for a duplicate key's message; at most 60 characters. */
function keyAt(text: string, offset: number): string {
  const part = String.raw`(?:[A-Za-z0-9_-]+|"(?:[^"\\\n]|\\.)*"|'[^'\n]*')`;
  const m = new RegExp(String.raw`^${part}(?:[ \t]*\.[ \t]*${part})*`).exec(text.slice(offset, offset + 200));
  return JSON.stringify((m?.[0] ?? text.slice(offset).split(/[\s:=]/, 1)[0] ?? '').slice(0, 60));
}

function tomlDocument(text: string, file: string): Json {
  try {
    return parseToml(text, { maxDepth: MAX_NESTING }) as Json;
  } catch (e) {
    if (!(e instanceof TomlError)) throw e;
    // The library's message quotes the file's lines below its first one: only that first line is said.
    const what = e.message.split('\n', 1)[0]!.replace(/^Invalid TOML document: /, '');
    const offset =
      text
        .split('\n')
        .slice(0, e.line - 1)
        .join('\n').length +
      (e.line > 1 ? 1 : 0) +
      e.column -
      1;
    const dup = /redefine/.test(what) ? ` (key ${keyAt(text, offset)} is defined twice)` : '';
    throw new ToolsealError('INVALID_CONFIG', `${file}:${e.line}:${e.column}: invalid TOML: ${what}${dup}`, { cause: e });
  }
}

/**
 * Where a YAML text's brackets (`[`, `{`) first nest deeper than `max`, or -1: the reader composes
 * recursively, so a deep file is refused before it is read. Brackets in quoted text count too, which
 * can only refuse a file, never let one through.
 */
function tooDeepAt(text: string, max: number): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return i;
    } else if ((c === 0x5d || c === 0x7d) && depth > 0) depth--;
  }
  return -1;
}

function yamlDocument(text: string, file: string): unknown {
  const deep = tooDeepAt(text, MAX_NESTING);
  if (deep >= 0)
    throw new ToolsealError('INVALID_CONFIG', `${file}:${placeOf(text, deep)}: invalid YAML: nested deeper than ${MAX_NESTING}`);
  const doc = parseDocument(text, { uniqueKeys: true, prettyErrors: false, strict: true, merge: false });
  // A warning (an unknown tag read as a plain string) is refused as an error: the file is not what it says.
  const problem = doc.errors[0] ?? doc.warnings[0];
  if (problem) {
    const what = problem.message.split('\n', 1)[0]!.replace(/ at line \d+, column \d+:?$/, '');
    const dup = problem.code === 'DUPLICATE_KEY' ? ` (key ${keyAt(text, problem.pos[0])} is defined twice)` : '';
    throw new ToolsealError('INVALID_CONFIG', `${file}:${placeOf(text, problem.pos[0])}: invalid YAML: ${what}${dup}`);
  }
  try {
    return doc.toJS({ maxAliasCount: MAX_YAML_ALIASES });
  } catch (e) {
    // An alias bomb (more expanded aliases than a config has), or nesting deeper than the stack.
    if (e instanceof ReferenceError || e instanceof RangeError || (e instanceof Error && /alias/i.test(e.message)))
      throw new ToolsealError('INVALID_CONFIG', `${file}: invalid YAML: ${e.message.split('\n', 1)[0]!.slice(0, 120)}`);
    throw e;
  }
}

/** Continue's `mcpServers:` list (config.yaml, a block in .continue/mcpServers/, or the JSON form): each item named by its `name`. */
function listEntries(doc: unknown, file: string, format: 'continue-yaml' | 'continue-json'): ConfigEntries {
  if (!isJsonObject(doc)) throw new ToolsealError('INVALID_CONFIG', `${file}: not a mapping of settings`);
  const list = doc.mcpServers;
  if (list === undefined || list === null) throw new ToolsealError('INVALID_CONFIG', `${file}: no "mcpServers" list (Continue)`);
  if (!Array.isArray(list)) throw new ToolsealError('INVALID_CONFIG', `${file}: "mcpServers" must be a list of {name, command, …}`);
  const seen = new Set<string>();
  const entries = list.map((item: unknown, i): ConfigEntry => {
    const at = `${file}: mcpServers[${i}]`;
    if (!isJsonObject(item) || typeof item.name !== 'string' || item.name === '')
      throw new ToolsealError('INVALID_CONFIG', `${at}: each server needs a "name" (a non-empty string)`);
    if (seen.has(item.name))
      throw new ToolsealError('INVALID_CONFIG', `${at}: a second server named ${JSON.stringify(item.name.slice(0, 60))}`);
    seen.add(item.name);
    try {
      return { name: item.name, entry: continueEntry(item, labelOf(file, item.name)) };
    } catch (e) {
      if (e instanceof ToolsealError) return { name: item.name, error: e };
      throw e;
    }
  });
  return { format, entries };
}

/** Whether any string in a value holds `${{`: Continue's templates (`${{ secrets.NAME }}`, `${{ inputs.NAME }}`). */
function hasContinueTemplate(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('${{');
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  return Object.values(value).some((v) => hasContinueTemplate(v, depth + 1));
}

function continueEntry(item: Json, label: string): Json {
  if (hasContinueTemplate(item))
    throw new ToolsealError(
      'INVALID_CONFIG',
      `${label}: \${{ … }} is a Continue template (its secrets and inputs), which toolseal does not fill in; use \${NAME} from the environment`,
    );
  const type = item.type;
  if (type === 'websocket') throw new ToolsealError('INVALID_CONFIG', `${label}: "type" websocket is not an MCP transport toolseal speaks`);
  const out: Json = {};
  for (const k of ['type', 'command', 'args', 'env', 'cwd', 'url'] as const) if (item[k] !== undefined) out[k] = item[k];
  const options = item.requestOptions;
  if (options !== undefined && !isJsonObject(options))
    throw new ToolsealError('INVALID_CONFIG', `${label}: "requestOptions" must be a mapping`);
  if (options?.headers !== undefined) out.headers = options.headers;
  return out;
}

/** Zed's `context_servers` entry: `{command: {path, args, env}}` (older), `{command, args, env}` or `{url, headers}` (newer, `source: custom`). */
function zedEntry(entry: Json, label: string): Json {
  if (entry.enabled !== undefined && typeof entry.enabled !== 'boolean')
    throw new ToolsealError('INVALID_CONFIG', `${label}: "enabled" must be true or false`);
  if (entry.enabled === false) return { disabled: true };
  const source = entry.source;
  if (source !== undefined && source !== 'custom' && source !== 'extension')
    throw new ToolsealError('INVALID_CONFIG', `${label}: unknown "source" (custom or extension)`);
  if (source === 'extension' || (entry.command === undefined && entry.url === undefined))
    throw new ToolsealError(
      'INVALID_CONFIG',
      `${label}: a Zed extension's server (no command of its own): the extension starts it, and toolseal cannot read how; give it a "command" (source "custom")`,
    );
  const command = entry.command;
  if (isJsonObject(command)) {
    if (entry.args !== undefined || entry.env !== undefined)
      throw new ToolsealError('INVALID_CONFIG', `${label}: "command" is an object ({path, args, env}): give "args" and "env" inside it`);
    return { command: command.path, args: command.args, env: command.env };
  }
  const out: Json = {};
  for (const k of ['command', 'args', 'env', 'url', 'headers'] as const) if (entry[k] !== undefined) out[k] = entry[k];
  return out;
}

/**
 * An `mcpServers` entry. Gemini CLI's own keys: `httpUrl` is a Streamable HTTP server (in any such file: no
 * other host uses the key), and in `.gemini/settings.json` a `url` is an SSE server.
 */
function geminiEntry(entry: Json, label: string, gemini: boolean): Json {
  if (entry.httpUrl !== undefined) {
    if (entry.url !== undefined || entry.command !== undefined)
      throw new ToolsealError('INVALID_CONFIG', `${label}: "httpUrl" and "${entry.url !== undefined ? 'url' : 'command'}"; give one`);
    const { httpUrl, ...rest } = entry;
    return { ...rest, type: entry.type ?? 'http', url: httpUrl };
  }
  if (gemini && entry.url !== undefined && entry.command === undefined && entry.type === undefined) return { ...entry, type: 'sse' };
  return entry;
}

/** A variable name as Codex's `bearer_token_env_var` and `env_http_headers` give one. */
function variableName(v: unknown, label: string, key: string): string {
  if (typeof v !== 'string' || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(v))
    throw new ToolsealError('INVALID_CONFIG', `${label}: ${key} must name an environment variable`);
  return v;
}

/** Codex's `[mcp_servers.NAME]` tables: a stdio server (command, args, env, cwd) or a Streamable HTTP one (url and its headers). */
function codexEntries(doc: Json, file: string): ConfigEntries {
  const servers = doc.mcp_servers;
  if (servers === undefined) throw new ToolsealError('INVALID_CONFIG', `${file}: no [mcp_servers.NAME] table (Codex)`);
  return mapEntries(servers, file, 'codex', '[mcp_servers]', (entry, label) => {
    if (entry.enabled !== undefined && typeof entry.enabled !== 'boolean')
      throw new ToolsealError('INVALID_CONFIG', `${label}: "enabled" must be true or false`);
    if (entry.enabled === false) return { disabled: true };
    if (entry.url === undefined) {
      const out: Json = {};
      for (const k of ['command', 'args', 'env', 'cwd'] as const) if (entry[k] !== undefined) out[k] = entry[k];
      return out;
    }
    if (entry.command !== undefined) throw new ToolsealError('INVALID_CONFIG', `${label}: both "url" and "command"; give one`);
    const headers: Json = {};
    const given = entry.http_headers;
    if (given !== undefined && !isJsonObject(given))
      throw new ToolsealError('INVALID_CONFIG', `${label}: "http_headers" must be a table of strings`);
    Object.assign(headers, given);
    const fromEnv = entry.env_http_headers;
    if (fromEnv !== undefined && !isJsonObject(fromEnv))
      throw new ToolsealError('INVALID_CONFIG', `${label}: "env_http_headers" must be a table of variable names`);
    for (const [k, v] of Object.entries(fromEnv ?? {})) {
      if (Object.keys(headers).some((h) => h.toLowerCase() === k.toLowerCase()))
        throw new ToolsealError('INVALID_CONFIG', `${label}: header ${JSON.stringify(k.slice(0, 60))} is given twice`);
      headers[k] = `\${${variableName(v, label, `env_http_headers.${k.slice(0, 60)}`)}}`;
    }
    if (entry.bearer_token_env_var !== undefined) {
      if (Object.keys(headers).some((h) => h.toLowerCase() === 'authorization'))
        throw new ToolsealError('INVALID_CONFIG', `${label}: both "bearer_token_env_var" and an Authorization header; give one`);
      headers.Authorization = `Bearer \${${variableName(entry.bearer_token_env_var, label, 'bearer_token_env_var')}}`;
    }
    return { type: 'http', url: entry.url, ...(Object.keys(headers).length > 0 ? { headers } : {}) };
  });
}
