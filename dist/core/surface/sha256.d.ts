/**
 * SHA-256 for every digest toolseal computes: node:crypto (OpenSSL), or @noble/hashes (audited, pure
 * JavaScript) in a process that asked for it with {@link hashInJavaScript}. A command on a small
 * document does (`digest` of a few tools): loading node:crypto alone takes about 8 ms of a 60 ms start-up
 * (Node evaluates its whole crypto module: ciphers, key objects, streams), while @noble/hashes hashes a
 * few kilobytes, JIT still cold, in 2 to 5 ms. From a few tens of kilobytes on, OpenSSL is faster, so
 * everything else keeps it. Both are SHA-256: the same bytes give the same digest, whichever runs (the
 * tests hash the same inputs both ways).
 */
export declare class Sha256Hashing {
    readonly inJavaScript: boolean;
    /** `inJavaScript`: @noble/hashes computes the hashes; otherwise node:crypto. */
    constructor(inJavaScript: boolean);
    /** hex(sha256(data)); a string is hashed as its UTF-8 bytes. */
    hex(data: string | Uint8Array): string;
    /** sha256(bytes) as a one-byte string of its 32 bytes (latin1: half the size of the hex, and cheaper to make). */
    latin1(bytes: Uint8Array): string;
    /** A SHA-256 fed in parts (the manifest hash, fed tool by tool). */
    create(): Sha256;
}
/** A SHA-256 fed in parts. */
export interface Sha256 {
    /** Adds bytes, or a string's UTF-8 bytes. */
    update(data: string | Uint8Array): Sha256;
    /** hex of the hash of everything added. */
    hex(): string;
}
/**
 * From now on, this process's digests come from @noble/hashes: for a command that owns its process and
 * knows it will hash little (the CLI's `digest` of a small document). A library leaves it alone.
 */
export declare function hashInJavaScript(): void;
/** hex(sha256(data)); a string is hashed as its UTF-8 bytes. */
export declare const sha256Hex: (data: string | Uint8Array) => string;
/** sha256(bytes) as a one-byte string of its 32 bytes. */
export declare const sha256Latin1: (bytes: Uint8Array) => string;
/** A SHA-256 fed in parts. */
export declare const createSha256: () => Sha256;
