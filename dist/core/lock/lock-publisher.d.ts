import { type LockEntry } from './lock.js';
/** The publisher of a pinned surface: one of `certificateIdentity`, `certificateIdentityRegexp` or `repo`, and the issuer. */
export interface LockPublisher {
    allowReusableCallers?: true;
    certificateIdentity?: string;
    certificateIdentityRegexp?: string;
    certificateOidcIssuer: string;
    repo?: string;
    /** The revision of the verified statement of the pinned surface (`lock --bundle`, `--accept-signed`). */
    revision?: number;
    /** That statement's server name: every later statement must be for it. */
    server?: string;
    signerRef?: string;
    signerWorkflow?: string;
    sourceRepo?: string;
}
/**
 * Asserts a lock entry's `publisher` shape (through `bad`, naming the member): known members, non-empty
 * strings, exactly one way of naming the signer, a positive revision, a server name in the registry's format.
 * Whether the policy itself holds (a pattern that compiles, a repository GitHub could hold) is checked where it is used.
 */
export declare function assertLockPublisher(p: unknown, bad: (what: string) => never): asserts p is LockPublisher;
/** A publisher with its members in the lock's (sorted) order, undefined ones left out. */
export declare function publisherInLockOrder(p: LockPublisher): LockPublisher;
/**
 * An entry with its `publisher` set (or removed, `undefined`), its members kept in the lock's order and its
 * tools kept as they are (as bytes, when they were), as `withPackagePin` keeps them.
 */
export declare function withPublisherPin<E extends LockEntry>(pin: E, publisher: LockPublisher | undefined): E;
/** Whether two publishers are the same (both absent, or every member equal). */
export declare function samePublisher(a: LockPublisher | undefined, b: LockPublisher | undefined): boolean;
