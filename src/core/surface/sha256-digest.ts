// The text of a digest as the lock writes it, checked where a lock is read.

/**
 * Whether `v` is a digest as the lock writes it: `sha256:` and 64 lowercase hex digits, nothing else
 * (what `/^sha256:[0-9a-f]{64}$/` says, checked by character codes: a lock pins thousands of digests, and
 * this check runs on every one each time a lock is read).
 */
export function isSha256Digest(v: unknown): v is string {
  if (typeof v !== 'string' || v.length !== 71 || !v.startsWith('sha256:')) return false;
  for (let i = 7; i < 71; i++) {
    const c = v.charCodeAt(i);
    // 0-9 or a-f
    if (!((c >= 48 && c <= 57) || (c >= 97 && c <= 102))) return false;
  }
  return true;
}
