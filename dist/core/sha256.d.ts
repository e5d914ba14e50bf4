/**
 * SHA-256 for every digest toolseal computes. Until a process has hashed {@link NATIVE_AFTER} bytes, the
 * hashes come from @noble/hashes (audited, pure JavaScript); from then on from node:crypto (OpenSSL,
 * several times faster per byte). A command on a small document (`digest` of one page, `canonicalize`)
 * then never loads node:crypto, which alone takes about 7 ms of a 60 ms start-up (Node evaluates its whole
 * crypto module: ciphers, key objects, streams), while a large document loses at most a few milliseconds
 * before OpenSSL takes over. Both are SHA-256: the same bytes give the same digest, whichever runs (the
 * tests hash the same inputs both ways).
 */
export declare const NATIVE_AFTER: number;
/** A SHA-256 fed in parts (the manifest hash, fed tool by tool). */
export interface Sha256 {
    /** Adds bytes, or a string's UTF-8 bytes. */
    update(data: string | Uint8Array): Sha256;
    /** hex of the hash of everything added. */
    hex(): string;
}
/**
 * The hashes, with the count of bytes that decides who computes them: @noble/hashes until more than
 * `nativeAfter` bytes were hashed, node:crypto after. The process uses one ({@link sha256Hex} and the
 * others below); the tests make their own to run each side on the same inputs.
 */
export declare class Sha256Hashing {
    private readonly nativeAfter;
    private hashed;
    private nativeTaken;
    constructor(nativeAfter?: number);
    /** Whether node:crypto computes the hashes from now on. */
    get usesNodeCrypto(): boolean;
    /** Whether node:crypto takes a hash of about `n` bytes (string lengths count as bytes here: a bound, not a sum). */
    private takesNative;
    /** hex(sha256(data)); a string is hashed as its UTF-8 bytes. */
    hex(data: string | Uint8Array): string;
    /** sha256(bytes) as a one-byte string of its 32 bytes (latin1: half the size of the hex, and cheaper to make). */
    latin1(bytes: Uint8Array): string;
    /** A SHA-256 fed in parts; node:crypto's when the count has passed `nativeAfter` (the parts count as they are added). */
    create(): Sha256;
}
/** hex(sha256(data)); a string is hashed as its UTF-8 bytes. */
export declare const sha256Hex: (data: string | Uint8Array) => string;
/** sha256(bytes) as a one-byte string of its 32 bytes. */
export declare const sha256Latin1: (bytes: Uint8Array) => string;
/** A SHA-256 fed in parts. */
export declare const createSha256: () => Sha256;
