import { type Lockfile } from './lock.js';
/** Parses lock text strictly (duplicate members refused; CRLF line ends read as LF) and asserts its shape. */
export declare function parseLock(text: string, source: string): Lockfile;
/**
 * Asserts a parsed lock document (`INVALID_LOCK`, naming the place): version, digests, a tool count that
 * is the number of tools, field names from the seven surface fields, and four boolean hints per tool.
 */
export declare function assertLock(doc: unknown, source?: string): asserts doc is Lockfile;
