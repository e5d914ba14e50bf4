// The MCP registry's name for a server, the one rule every reader of a name applies: a statement's
// subject, a lock entry's publisher, a registry entry.

/**
 * The MCP registry's server name format (`io.github.owner/name`): ASCII letters, digits, `.` and `-`, a
 * slash, then letters, digits, `.`, `_` and `-`; 3 to 200 characters. Anything else (a Cyrillic `і` that
 * reads as `io.github.victim/docs`, a leading space) could pass for another server's name, or step around
 * the namespace rule, which matches `io.github.` by its bytes.
 */
const SERVER_NAME_FORMAT = /^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/;

/** Whether a server name follows the MCP registry's format (see SERVER_NAME_FORMAT). */
export function isRegistryServerName(name: string): boolean {
  return name.length >= 3 && name.length <= 200 && SERVER_NAME_FORMAT.test(name);
}
