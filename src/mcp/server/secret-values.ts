/**
 * Secret values (environment values, header values, tokens) must never reach an output, an error
 * message or a file. Messages that may quote foreign text (a server's error, an SDK error that echoes a
 * response body) pass through {@link redactSecrets} with every secret of the server being snapshotted.
 */

import { networkTrustEnvironment } from './network-variables.js';
import type { ServerSpec } from './server-spec.js';

/**
 * A server's secrets are values of this many characters or more: shorter ones ("1", "on", "prod") would
 * match ordinary words, in messages and in what a server shows the model.
 */
const MIN_SECRET_LENGTH = 6;

/** Parts of a command line that may hold a secret are guessed only from this many characters on. */
const MIN_GUESSED_LENGTH = 8;

/** An audit event is redacted to this depth; a value nested deeper is left out (`null`). */
const MAX_REDACTED_DEPTH = 64;

/** Parts of a URL are redacted from foreign error text from this many characters on. */
const MIN_URL_SECRET_LENGTH = 4;

/** The values a stdio server's arguments set are masked in a runner's log from this many characters on. */
const MIN_MASKED_ARGUMENT_LENGTH = 8;

type LiveSpec = Extract<ServerSpec, { kind: 'stdio' } | { kind: 'url' }>;

/**
 * The secret values of one server, decided by one rule (see {@link serverSecrets}) for every command that
 * talks to it. `known` are values the server was given as secrets: none may appear in any output, and a
 * file whose text holds one is not written. `values` adds the parts of its command line that may be
 * secrets (long arguments, a URL's long path segments): redacted from messages, never a reason to refuse.
 * Both stay longest first (a secret that contains another is replaced whole) and grow in place as OAuth
 * learns tokens, so every holder of the arrays sees them. `masked` is what a log masker (the Actions
 * runner's `add-mask`) hides: `known`, every environment value, and the values a stdio server's arguments
 * set (`--key=VALUE`, a URL's query values); narrower than `values`, since masking every long argument
 * would also hide package names and paths from the log.
 */
export class ServerSecrets {
  readonly known: string[] = [];
  readonly values: string[] = [];
  readonly masked: string[] = [];
  /**
   * `values` but the parts of the command line (see {@link argumentGuesses}): what a server's label hides.
   * Hiding the arguments too would hide a script path's own file name. Taken when the secrets are decided.
   */
  withoutArguments: readonly string[] = [];

  /** Adds a secret value (ignored under {@link MIN_SECRET_LENGTH} characters). */
  add(value: string | undefined): void {
    if (value === undefined || value.length < MIN_SECRET_LENGTH || this.known.includes(value)) return;
    insertLongestFirst(this.known, value);
    if (!this.values.includes(value)) insertLongestFirst(this.values, value);
    this.mask(value);
  }

  private mask(value: string): void {
    if (value.length >= MIN_SECRET_LENGTH && !this.masked.includes(value)) insertLongestFirst(this.masked, value);
  }

  /** Adds a value that may be a secret: redacted, but never refused. */
  guess(value: string, min = MIN_GUESSED_LENGTH): void {
    if (value.length >= min && !this.values.includes(value)) insertLongestFirst(this.values, value);
  }

  /** An environment value (or one a `${VAR}` expanded): a secret, but a plain word or number (`production`) is only redacted. */
  private addEnvValue(value: string): void {
    if (PLAIN_VALUE.test(value)) this.guess(value, MIN_SECRET_LENGTH);
    else this.add(value);
    this.mask(value);
  }

  /**
   * A header value: whole, and each of its words but a leading scheme (`Bearer TOKEN`: the token alone may
   * be echoed; "Bearer" is no secret), and a Basic credential decoded.
   */
  private addHeader(value: string): void {
    this.add(value);
    const words = value.split(/\s+/).filter((w) => w !== '');
    if (words.length > 1 && /^[A-Za-z][A-Za-z0-9._-]{0,19}$/.test(words[0]!)) words.shift();
    for (const part of words) {
      this.add(part);
      for (const decoded of basicCredentials(part)) this.add(decoded);
    }
  }

  /** Every secret value, redacted from `text` in each spelling (see {@link redactSecrets}). */
  redact(text: string): string {
    return redactSecrets(text, this.values);
  }

  /**
   * A JSON value (an audit event) with every secret redacted from each of its strings and member names:
   * its shape stays, so it is still the same kind of record. Past {@link MAX_REDACTED_DEPTH} levels a value is
   * left out (`null`).
   */
  redactValue(value: unknown, depth = 0): unknown {
    if (typeof value === 'string') return this.redact(value);
    if (depth > MAX_REDACTED_DEPTH) return null;
    if (Array.isArray(value)) return value.map((v) => this.redactValue(v, depth + 1));
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [this.redact(k), this.redactValue(v, depth + 1)]));
    }
    return value;
  }

  /** Whether `text` holds one of the known secrets, in any spelling {@link redactSecrets} finds. */
  foundIn(text: string): boolean {
    return holdsSecret(text, this.known);
  }

  /**
   * Decides them for a live server:
   * - stdio: each `env` value (its words are guessed too), each value a config file's `${VAR}` put into the
   *   entry (`secrets`), but a plain lower-case word or number, which is only redacted (see `PLAIN_VALUE`);
   *   each argument is guessed (see {@link argumentGuesses});
   * - URL: each header value (but `Accept`, `Content-Type`, `User-Agent`, `MCP-Protocol-Version`: guessed),
   *   each of its words and a Basic credential decoded; the URL's userinfo and
   *   query values; each value a config file's `${VAR}` put into the URL; OAuth's client secret (tokens
   *   are added as the OAuth session learns them); long path segments of the URL are guessed.
   * With `withArguments: false` the arguments are left out (naming the server: a script path would hide its own name).
   */
  static of(spec: LiveSpec, options: { withArguments?: boolean } = {}): ServerSecrets {
    const s = new ServerSecrets();
    for (const v of spec.secrets ?? []) s.addEnvValue(v);
    if (spec.kind === 'stdio') {
      for (const v of Object.values(spec.env ?? {})) {
        s.addEnvValue(v);
        for (const part of v.split(/\s+/)) s.guess(part);
      }
      // The proxy variables it gets from toolseal's environment (networkTrustEnvironment) may carry a
      // user:password (`http://me:pw@proxy:3128`), which a server failing to connect may echo.
      for (const v of Object.values(networkTrustEnvironment())) for (const part of urlParts(v).known) s.add(part);
      s.withoutArguments = [...s.values];
      if (options.withArguments !== false) {
        for (const v of argumentGuesses(spec.args)) s.guess(v);
        for (const v of argumentValues(spec.args)) s.mask(v);
      }
    } else {
      for (const [name, v] of Object.entries(spec.headers ?? {})) {
        if (DESCRIPTIVE_HEADER.test(name)) s.guess(v);
        else s.addHeader(v);
      }
      const { known, guessed } = urlParts(spec.url);
      for (const v of known) s.add(v);
      for (const v of guessed) s.guess(v);
      s.add(spec.oauth?.clientSecret);
      s.withoutArguments = [...s.values];
    }
    return s;
  }
}

/** The one function that decides a server's secret values (see {@link ServerSecrets.of}). */
export function serverSecrets(spec: LiveSpec, options: { withArguments?: boolean } = {}): ServerSecrets {
  return ServerSecrets.of(spec, options);
}

/**
 * An environment value that is one lower-case word or a number (`NODE_ENV=production`, `TIMEOUT=3600000`):
 * a setting, not a credential. Redacted, but a surface that says "production" is not refused for it.
 */
const PLAIN_VALUE = /^(?:[a-z]+|[0-9]+)$/;

/**
 * Headers that describe the request rather than authorize it (`Accept: application/json`): their values are
 * redacted, but a surface that mentions `application/json` is not refused for it.
 */
const DESCRIPTIVE_HEADER = /^(?:accept(?:-[a-z]+)?|content-type|user-agent|mcp-protocol-version)$/i;

function insertLongestFirst(list: string[], value: string): void {
  let i = 0;
  while (i < list.length && list[i]!.length >= value.length) i++;
  list.splice(i, 0, value);
}

/** The user:password pair a Basic credential encodes, and the password alone. */
function basicCredentials(part: string): string[] {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(part) || part.length % 4 !== 0) return [];
  const text = Buffer.from(part, 'base64').toString('utf8');
  const colon = text.indexOf(':');
  // eslint-disable-next-line no-control-regex -- a decoded Basic credential with a control character is not text
  if (colon < 0 || /[\u0000-\u001f\u007f\ufffd]/.test(text)) return [];
  return [text, text.slice(colon + 1)];
}

/** A URL's secret parts: its userinfo and query values (known), and its long path segments (guessed: hosted servers put keys there, and names). */
function urlParts(url: string): { known: string[]; guessed: string[] } {
  if (!URL.canParse(url)) return { known: [], guessed: [] };
  const u = new URL(url);
  const decode = (v: string) => {
    try {
      return decodeURIComponent(v);
    } catch {
      return v;
    }
  };
  return {
    known: [decode(u.username), decode(u.password), ...u.searchParams.values()],
    guessed: u.pathname.split('/').filter((p) => p.length >= 16),
  };
}

/** Parts of a URL that may be secrets, to redact from foreign error text: userinfo, query values, long path segments. */
export function urlSecrets(url: string): string[] {
  const { known, guessed } = urlParts(url);
  return [...known, ...guessed].filter((v) => v.length >= MIN_URL_SECRET_LENGTH);
}

/**
 * A stdio server's arguments as values that may be secrets: any may hold a token, and a server (or the
 * runtime that fails to start it) may echo them on stderr or in an error. Each argument (but a bare option
 * name), the value of a `--key=value` argument, and the secret parts of an argument that is a URL (echoed
 * URLs are often normalized, so the whole may not match).
 */
function argumentGuesses(args: readonly string[]): string[] {
  const out: string[] = [];
  for (const a of args) {
    // A bare option name (`--api-key`) is not a value; hiding it would only blur the server's message.
    if (!/^--?[A-Za-z][A-Za-z0-9-]*$/.test(a)) out.push(a);
    const eq = a.indexOf('=');
    if (eq >= 0) out.push(a.slice(eq + 1));
    out.push(...urlSecrets(a));
  }
  return out;
}

/**
 * The parts of stdio arguments that are plainly values (`--key=VALUE`, a URL's query values and userinfo):
 * what a runner's log masks of the arguments.
 */
function argumentValues(args: readonly string[]): string[] {
  const out: string[] = [];
  for (const a of args) {
    const eq = a.indexOf('=');
    if (eq >= 0 && !/^[a-z][a-z0-9+.-]*:\/\//i.test(a) && a.length - eq - 1 >= MIN_MASKED_ARGUMENT_LENGTH) out.push(a.slice(eq + 1));
    out.push(...urlSecrets(a).filter((v) => v.length >= MIN_MASKED_ARGUMENT_LENGTH && !v.includes('/')));
  }
  return out;
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

const JSON_SHORT_ESCAPES: Readonly<Record<string, string>> = {
  '"': '\\\\"',
  '\\': '\\\\\\\\',
  '/': '\\\\/',
  '\n': '\\\\n',
  '\r': '\\\\r',
  '\t': '\\\\t',
  '\b': '\\\\b',
  '\f': '\\\\f',
};

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
    const b64 = Buffer.concat([Buffer.alloc(k), bytes])
      .toString('base64')
      .replace(/=+$/, '');
    const v = b64.slice(Math.ceil((8 * k) / 6), Math.floor((8 * (k + bytes.length)) / 6));
    if (v.length >= MIN_ENCODED_SECRET_LENGTH) out.push(v, v.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  return out;
}

/** Each secret's spellings, built once per secret (a run redacts many messages with the same few secrets). */
const MAX_CACHED_SPELLINGS = 1000;
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
    if (spellingsCache.size > MAX_CACHED_SPELLINGS) spellingsCache.clear();
    spellingsCache.set(secret, s);
  }
  return s;
}

/**
 * Replaces every occurrence of a secret value with `***`: as written, and (for secrets of 6 characters or
 * more) percent-encoded, JSON-escaped or base64-encoded, as a server or an HTTP library may echo it.
 */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  if (text === '' || secrets.length === 0) return text;
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

/** Whether `text` holds one of `secrets` in a spelling {@link redactSecrets} finds. */
export function holdsSecret(text: string, secrets: readonly string[]): boolean {
  if (text === '' || secrets.length === 0) return false;
  return redactSecrets(text, secrets) !== text;
}
