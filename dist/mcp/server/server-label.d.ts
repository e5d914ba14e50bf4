import type { LabelAndSecrets } from './server-session.js';
import type { LiveServerSpec } from './server-spec.js';
/**
 * Where a URL points, for messages: its origin only. Userinfo and the query may hold a token, and so may
 * the path (hosted MCP servers often put a key in it: `/s/<key>/mcp`).
 */
export declare function describeUrl(url: string): string;
/**
 * Names a live server in messages without any secret: the command's file name, or the URL's origin. The
 * secrets hidden are the server's own (see {@link serverSecrets}), its arguments left out: as secrets, a
 * script path would hide its own file name.
 */
export declare function describeServer(spec: LiveServerSpec, serverId?: string, hidden?: readonly string[]): string;
/**
 * A server's label and secret values, decided once for the whole exchange with it: the secrets by
 * {@link serverSecrets}, the label from them (see {@link describeServer}). `serverId` is the config key or
 * `--server-id`, when there is one.
 */
export declare function labelAndSecrets(spec: LiveServerSpec, serverId?: string): LabelAndSecrets;
