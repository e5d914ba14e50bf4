import type * as NodeCrypto from 'node:crypto';
import { sha256 as jsSha256 } from '@noble/hashes/sha2.js';

/**
 * SHA-256 for every digest toolseal computes: node:crypto (OpenSSL), or @noble/hashes (audited, pure
 * JavaScript) in a process that asked for it with {@link hashInJavaScript}. A command on a small
 * document does (`digest` of a few tools): loading node:crypto alone takes about 8 ms of a 60 ms start-up
 * (Node evaluates its whole crypto module: ciphers, key objects, streams), while @noble/hashes hashes a
 * few kilobytes, JIT still cold, in 2 to 5 ms. From a few tens of kilobytes on, OpenSSL is faster, so
 * everything else keeps it. Both are SHA-256: the same bytes give the same digest, whichever runs (the
 * tests hash the same inputs both ways).
 */
export class Sha256Hashing {
  /** `inJavaScript`: @noble/hashes computes the hashes; otherwise node:crypto. */
  constructor(readonly inJavaScript: boolean) {}

  /** hex(sha256(data)); a string is hashed as its UTF-8 bytes. */
  hex(data: string | Uint8Array): string {
    if (!this.inJavaScript) return nodeCrypto().hash('sha256', data, 'hex');
    return asBuffer(jsSha256(utf8(data))).toString('hex');
  }

  /** sha256(bytes) as a one-byte string of its 32 bytes (latin1: half the size of the hex, and cheaper to make). */
  latin1(bytes: Uint8Array): string {
    if (!this.inJavaScript) return nodeCrypto().hash('sha256', bytes, 'binary');
    return asBuffer(jsSha256(bytes)).toString('latin1');
  }

  /** A SHA-256 fed in parts (the manifest hash, fed tool by tool). */
  create(): Sha256 {
    if (!this.inJavaScript) {
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
        h.update(utf8(data));
        return self;
      },
      hex: () => asBuffer(h.digest()).toString('hex'),
    };
    return self;
  }
}

/** A SHA-256 fed in parts. */
export interface Sha256 {
  /** Adds bytes, or a string's UTF-8 bytes. */
  update(data: string | Uint8Array): Sha256;
  /** hex of the hash of everything added. */
  hex(): string;
}

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

let processHashing = new Sha256Hashing(false);

/**
 * From now on, this process's digests come from @noble/hashes: for a command that owns its process and
 * knows it will hash little (the CLI's `digest` of a small document). A library leaves it alone.
 */
export function hashInJavaScript(): void {
  processHashing = new Sha256Hashing(true);
}

/** hex(sha256(data)); a string is hashed as its UTF-8 bytes. */
export const sha256Hex = (data: string | Uint8Array): string => processHashing.hex(data);

/** sha256(bytes) as a one-byte string of its 32 bytes. */
export const sha256Latin1 = (bytes: Uint8Array): string => processHashing.latin1(bytes);

/** A SHA-256 fed in parts. */
export const createSha256 = (): Sha256 => processHashing.create();
