/**
 * Whether `v` is a digest as the lock writes it: `sha256:` and 64 lowercase hex digits, nothing else
 * (what `/^sha256:[0-9a-f]{64}$/` says, checked by character codes: a lock pins thousands of digests, and
 * this check runs on every one each time a lock is read).
 */
export declare function isSha256Digest(v: unknown): v is string;
