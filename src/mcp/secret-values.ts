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
      for (const part of v.split(/\s+/)) {
        if (part.length < 8) continue;
        values.add(part);
        // "Basic base64(user:password)": the server may echo what it decoded, or the password alone.
        for (const decoded of basicCredentials(part)) values.add(decoded);
      }
    }
  }
  return [...values].sort((a, b) => b.length - a.length);
}

/** The user:password pair a Basic credential encodes, and the password alone (4+ characters each). */
function basicCredentials(part: string): string[] {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(part) || part.length % 4 !== 0) return [];
  const text = Buffer.from(part, 'base64').toString('utf8');
  const colon = text.indexOf(':');
  if (colon < 0 || /[\u0000-\u001f\u007f\ufffd]/.test(text)) return [];
  return [text, text.slice(colon + 1)].filter((x) => x.length >= MIN_SECRET_LENGTH);
}

/**
 * Secrets this long or longer are also found in their encoded spellings: percent-encoded (any case, `+`
 * for a space), JSON-escaped (`\u0073`, `\/`), base64 (standard and url-safe, at any alignment inside a
 * longer encoded text). Shorter ones would match too much ordinary text.
 */
const MIN_ENCODED_SECRET_LENGTH = 6;

/** Longer secrets are matched as written and in base64 only (the per-character pattern grows with them). */
const MAX_PATTERN_SECRET_LENGTH = 512;

const escapeRegExp = (t: string) => t.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');

/** A hex number as a pattern that matches it in either letter case. */
function hexPattern(n: number, width: number): string {
  return [...n.toString(16).padStart(width, '0')].map((d) => (/[a-f]/.test(d) ? `[${d}${d.toUpperCase()}]` : d)).join('');
}

const JSON_SHORT_ESCAPES: Readonly<Record<string, string>> = { '"': '\\\\"', '\\': '\\\\\\\\', '/': '\\\\/', '\n': '\\\\n', '\r': '\\\\r', '\t': '\\\\t', '\b': '\\\\b', '\f': '\\\\f' };

/**
 * One pattern for a secret in every per-character spelling a server may echo it in, mixed freely: each
 * character as itself, percent-encoded (its UTF-8 bytes), or JSON-escaped.
 */
function encodedPattern(secret: string): RegExp {
  const parts: string[] = [];
  for (const ch of secret) {
    const alternatives = [escapeRegExp(ch)];
    alternatives.push([...Buffer.from(ch, 'utf8')].map((b) => `%${hexPattern(b, 2)}`).join(''));
    const cp = ch.codePointAt(0)!;
    const units = cp > 0xffff ? [0xd800 + ((cp - 0x10000) >> 10), 0xdc00 + ((cp - 0x10000) & 0x3ff)] : [cp];
    alternatives.push(units.map((u) => `\\\\u${hexPattern(u, 4)}`).join(''));
    if (JSON_SHORT_ESCAPES[ch]) alternatives.push(JSON_SHORT_ESCAPES[ch]!);
    if (ch === ' ') alternatives.push('\\+');
    parts.push(`(?:${alternatives.join('|')})`);
  }
  return new RegExp(parts.join(''), 'g');
}

/**
 * The secret's bytes in base64 as they appear inside any longer base64 text (a `user:token` pair in a
 * Basic header, say): for each of the three alignments, the characters that depend on the secret alone.
 */
function base64Spellings(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  const out: string[] = [];
  for (let k = 0; k < 3; k++) {
    const b64 = Buffer.concat([Buffer.alloc(k), bytes]).toString('base64').replace(/=+$/, '');
    const v = b64.slice(Math.ceil((8 * k) / 6), Math.floor((8 * (k + bytes.length)) / 6));
    if (v.length >= MIN_ENCODED_SECRET_LENGTH) out.push(v, v.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  return out;
}

/** Each secret's spellings, built once per secret (a run redacts many messages with the same few secrets). */
const spellingsCache = new Map<string, { pattern?: RegExp; base64: string[] }>();

function spellingsOf(secret: string): { pattern?: RegExp; base64: string[] } {
  let s = spellingsCache.get(secret);
  if (!s) {
    // A `%` or a backslash has spellings that begin alike (`%` and `%25`; a backslash and its JSON escape): a
    // pattern with many of them could backtrack for long on a hostile server's text, so such a secret is
    // matched as written and in base64 only.
    const ambiguous = (secret.match(/[%\\]/g) ?? []).length;
    const pattern = secret.length <= MAX_PATTERN_SECRET_LENGTH && ambiguous <= 12 ? encodedPattern(secret) : undefined;
    s = { pattern, base64: base64Spellings(secret) };
    if (spellingsCache.size > 1000) spellingsCache.clear();
    spellingsCache.set(secret, s);
  }
  return s;
}

/**
 * Replaces every occurrence of a secret value with `***`: as written, and (for secrets of 6 characters or
 * more) percent-encoded, JSON-escaped or base64-encoded, as a server or an HTTP library may echo it.
 */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const s of secrets) if (s !== '' && out.includes(s)) out = out.split(s).join('***');
  for (const s of secrets) {
    if (s.length < MIN_ENCODED_SECRET_LENGTH) continue;
    const { pattern, base64 } = spellingsOf(s);
    if (pattern) out = out.replace(pattern, '***');
    for (const b of base64) if (out.includes(b)) out = out.split(b).join('***');
  }
  return out;
}
