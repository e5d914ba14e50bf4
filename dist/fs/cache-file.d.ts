import type { Buffer } from '../external-types.js';
/**
 * A file of another program's cache (npm's `_npx` trees and `_cacache` index), read as it stands: its bytes
 * and when it was last changed. Undefined when it cannot be opened or read, or is not a regular file of at
 * most `maxBytes`: a cache entry absent, torn or out of bounds is as good as absent (the caller asks the
 * registry instead).
 */
export declare function readCacheFile(file: string, maxBytes: number): {
    bytes: Buffer;
    mtimeMs: number;
} | undefined;
