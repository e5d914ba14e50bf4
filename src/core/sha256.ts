import type * as NodeCrypto from 'node:crypto';
import { sha256 as jsSha256 } from '@noble/hashes/sha2.js';

/**
 * SHA-256 for every digest toolseal computes. Until a process has hashed {@link NATIVE_AFTER} bytes, the
 * hashes come from @noble/hashes (audited, pure JavaScript); from then on from node:crypto (OpenSSL,
 * several times faster per byte). A command on a small document (`digest` of one page, `canonicalize`)
 * then never loads node:crypto, which alone takes about 7 ms of a 60 ms start-up (Node evaluates its whole
 * crypto module: ciphers, key objects, streams), while a large document loses at most a few milliseconds
 * before OpenSSL takes over. Both are SHA-256: the same bytes give the same digest, whichever runs (the
 * tests hash the same inputs both ways).
 */
export const NATIVE_AFTER = 256 * 1024;

let native: typeof NodeCrypto | undefined;

/** node:crypto, loaded the first time it is wanted. */
function nodeCrypto(): typeof NodeCrypto {
  return (native ??= process.getBuiltinModule('node:crypto'));
}

function utf8(data: string | Uint8Array): Uint8Array {
  return typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
}

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

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
export class Sha256Hashing {
  private hashed = 0;
  private nativeTaken = false;

  constructor(private readonly nativeAfter: number = NATIVE_AFTER) {}

  /** Whether node:crypto computes the hashes from now on. */
  get usesNodeCrypto(): boolean {
    return this.nativeTaken;
  }

  /** Whether node:crypto takes a hash of about `n` bytes (string lengths count as bytes here: a bound, not a sum). */
  private takesNative(n: number): boolean {
    if (this.nativeTaken) return true;
    this.hashed += n;
    this.nativeTaken = this.hashed > this.nativeAfter;
    return this.nativeTaken;
  }

  /** hex(sha256(data)); a string is hashed as its UTF-8 bytes. */
  hex(data: string | Uint8Array): string {
    if (this.takesNative(data.length)) return nodeCrypto().hash('sha256', data, 'hex');
    return asBuffer(jsSha256(utf8(data))).toString('hex');
  }

  /** sha256(bytes) as a one-byte string of its 32 bytes (latin1: half the size of the hex, and cheaper to make). */
  latin1(bytes: Uint8Array): string {
    if (this.takesNative(bytes.length)) return nodeCrypto().hash('sha256', bytes, 'binary');
    return asBuffer(jsSha256(bytes)).toString('latin1');
  }

  /** A SHA-256 fed in parts; node:crypto's when the count has passed `nativeAfter` (the parts count as they are added). */
  create(): Sha256 {
    if (this.takesNative(0)) {
      const h = nodeCrypto().createHash('sha256');
      const self: Sha256 = {
        update: (data) => {
          if (typeof data === 'string') h.update(data, 'utf8');
          else h.update(data);
          return self;
        },
        hex: () => h.digest('hex'),
      };
      return self;
    }
    const h = jsSha256.create();
    const self: Sha256 = {
      update: (data) => {
        this.hashed += data.length;
        h.update(utf8(data));
        return self;
      },
      hex: () => asBuffer(h.digest()).toString('hex'),
    };
    return self;
  }
}

const processHashing = new Sha256Hashing();

/** hex(sha256(data)); a string is hashed as its UTF-8 bytes. */
export const sha256Hex = (data: string | Uint8Array): string => processHashing.hex(data);

/** sha256(bytes) as a one-byte string of its 32 bytes. */
export const sha256Latin1 = (bytes: Uint8Array): string => processHashing.latin1(bytes);

/** A SHA-256 fed in parts. */
export const createSha256 = (): Sha256 => processHashing.create();
