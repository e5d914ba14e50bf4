/**
 * Whether a parsed JSON value is an object (`{…}`): not `null`, not an array. Every reader of a JSON
 * document (a lock, a statement, a config file, a JSON-RPC message) asks this before reading members.
 */
export declare function isJsonObject(v: unknown): v is Record<string, unknown>;
