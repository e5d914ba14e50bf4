import type { NodeJS } from '../../external-types.js';
import { ToolsealError } from '../../core/errors.js';
import { type ConfigInputs } from './config-inputs.js';
import type { LiveServerSpec, OAuthOptions } from '../server/server-spec.js';
import { type GuardEntry } from './wrapped-entry.js';
/** One server of an MCP client config file: its key (the server id) and how to reach it, or why not. */
export interface ConfiguredServer {
    name: string;
    spec?: LiveServerSpec;
    /** This entry is unusable (`INVALID_CONFIG`); the file's other servers still are. */
    error?: ToolsealError;
    /** The entry's own `oauth` block (an HTTP entry): it authorizes with OAuth, with these settings. */
    oauth?: Partial<OAuthOptions>;
    /** Marked `"disabled": true`: the client never starts it, and neither does toolseal (nor expands it). */
    disabled?: true;
    /** The entry starts `toolseal guard`: `spec` is the server behind it, this is the guard (see wrapped-entry.ts). */
    guard?: GuardEntry;
    /** Said once on stderr by a command that reads the server: which server is read in place of its guard. */
    note?: string;
}
/**
 * Expands the variables MCP clients expand in a config value:
 * `${env:NAME}` (VS Code, Cursor), `${NAME}` and `${NAME:-default}` (Claude Code): unset without a default
 * is an error naming the entry and the variable (VS Code would send an empty value, and a server given an
 * empty token lists what it shows anyone: not the surface to pin), `${workspaceFolder}`, `${userHome}`,
 * `${pathSeparator}` / `${/}`. `${input:ID}` would prompt in VS Code: refused here, use `${env:NAME}`.
 * Errors name the variable, never a value. Each value taken from `env` is pushed to `fromEnv` when given:
 * the environment is where CI keeps its secrets, so such a value is redacted like an `env` or header value.
 * `withheld` names variables that are set but were kept out of `env` on purpose (an action's variables not
 * listed in `config-env`): an error about one of them says so, instead of calling it unset.
 */
export declare function expandVariables(value: string, env: NodeJS.ProcessEnv, workspace: string | undefined, label: string, fromEnv?: string[], withheld?: ReadonlySet<string>): string;
/**
 * Reads an MCP client config file as its host does, in any of the formats of `CONFIG_FORMATS`
 * (config-formats.ts): JSON and JSONC with `mcpServers` (Claude Code's `.mcp.json`,
 * `claude_desktop_config.json`, `.cursor/mcp.json`, Windsurf's `mcp_config.json` with `serverUrl`, Gemini
 * CLI's `settings.json` with `httpUrl`), `servers` (`.vscode/mcp.json`) or `mcp.servers` (VS Code's
 * `settings.json`), Zed's `context_servers`, Continue's `mcpServers` list (YAML or JSON) and Codex's
 * `config.toml`. Variables are expanded with `env` (`withheld`: set, but kept out of `env` on purpose);
 * VS Code's `${input:ID}` takes its value from `options.inputs`. Returns the servers in file order; none is fine.
 */
export declare function readMcpConfig(file: string, env: NodeJS.ProcessEnv, withheld?: ReadonlySet<string>, options?: {
    inputs?: ConfigInputs;
}): ConfiguredServer[];
