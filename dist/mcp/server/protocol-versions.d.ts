/**
 * The two eras of MCP: the 2025-era revisions open with an `initialize` handshake; the 2026-07-28 revision
 * is stateless (each request carries its protocol version and the client's capabilities in `_meta`, and
 * `server/discover` says what the server is).
 */
export declare const LEGACY_PROTOCOL = "2025-11-25";
export declare const MODERN_PROTOCOL = "2026-07-28";
/** `--protocol`: negotiate (probe `server/discover`, fall back to `initialize`), or speak one era only. */
export type ProtocolChoice = 'auto' | typeof LEGACY_PROTOCOL | typeof MODERN_PROTOCOL;
export declare const PROTOCOL_CHOICES: readonly ProtocolChoice[];
export declare function isProtocolChoice(s: string): s is ProtocolChoice;
