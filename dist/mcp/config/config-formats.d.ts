import { ToolsealError } from '../../core/errors.js';
/** The config formats of the MCP hosts toolseal reads: which file, where its servers are, whether `wrap` rewrites it. */
export type ConfigFormatId = 'mcp-servers' | 'vscode-mcp' | 'vscode-settings' | 'gemini' | 'zed' | 'continue-yaml' | 'continue-json' | 'codex';
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
export declare const CONFIG_FORMATS: Readonly<Record<ConfigFormatId, ConfigFormat>>;
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
/** The format a file's name alone decides (TOML and YAML by extension); a JSON file's is found in it. */
export declare function configFormatByName(file: string): ConfigFormatId | undefined;
/**
 * The size a config file may have: a host's file of hundreds of servers is far smaller, and the TOML and
 * YAML readers hold a whole document (and its nodes) in memory.
 */
export declare const MAX_CONFIG_FILE_BYTES: number;
/** Reads a config file (bounded) and finds its format and its server entries, each as an `mcpServers` entry. */
export declare function readConfigEntries(file: string): ConfigEntries;
/** The format and server entries of a config file's text (`file` names it in errors and decides TOML and YAML). */
export declare function configEntriesOf(text: string, file: string): ConfigEntries;
/** The format's name in a message: its hosts, syntax and files. */
export declare function describeConfigFormat(id: ConfigFormatId): string;
