/**
 * Secret values (environment values, header values, tokens) must never reach an output, an error
 * message or a file. Messages that may quote foreign text (a server's error, an SDK error that echoes a
 * response body) pass through {@link redactSecrets} with every secret of the server being snapshotted.
 */

/** Values too short to redact without mangling ordinary words ("1", "on") are not secrets worth masking. */
const MIN_SECRET_LENGTH = 4;

/** The secret values of a server's environment and headers, longest first (so a prefix does not win). */
export function secretValuesOf(...records: Array<Record<string, string> | undefined>): string[] {
  const values = new Set<string>();
  for (const r of records) {
    if (!r) continue;
    for (const v of Object.values(r)) {
      if (v.length >= MIN_SECRET_LENGTH) values.add(v);
      // "Bearer TOKEN": the token alone may be echoed too.
      for (const part of v.split(/\s+/)) if (part.length >= 8) values.add(part);
    }
  }
  return [...values].sort((a, b) => b.length - a.length);
}

/** Replaces every occurrence of a secret value with `***`. */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const s of secrets) if (out.includes(s)) out = out.split(s).join('***');
  return out;
}
