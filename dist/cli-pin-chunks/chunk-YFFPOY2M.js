#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// src/mcp/server/network-variables.ts
var NETWORK_TRUST_VARIABLES = [
  "NODE_EXTRA_CA_CERTS",
  "SSL_CERT_FILE",
  "SSL_CERT_DIR",
  ...["HTTP_PROXY", "HTTPS_PROXY", "NO_PROXY"].flatMap((n) => [n, n.toLowerCase()]),
  ...["registry", "cafile", "proxy", "https_proxy"].flatMap((n) => [`npm_config_${n}`, `NPM_CONFIG_${n.toUpperCase()}`])
];
function networkTrustEnvironment(parent = process.env) {
  const env = {};
  for (const name of NETWORK_TRUST_VARIABLES) {
    const v = parent[name];
    if (v !== void 0 && !v.startsWith("()")) env[name] = v;
  }
  return env;
}

// src/mcp/server/secret-values.ts
var MIN_SECRET_LENGTH = 6;
var MIN_GUESSED_LENGTH = 8;
var MAX_REDACTED_DEPTH = 64;
var MIN_URL_SECRET_LENGTH = 4;
var MIN_MASKED_ARGUMENT_LENGTH = 8;
var ServerSecrets = class _ServerSecrets {
  known = [];
  values = [];
  masked = [];
  /**
   * `values` but the parts of the command line (see {@link argumentGuesses}): what a server's label hides.
   * Hiding the arguments too would hide a script path's own file name. Taken when the secrets are decided.
   */
  withoutArguments = [];
  /** Adds a secret value (ignored under {@link MIN_SECRET_LENGTH} characters). */
  add(value) {
    if (value === void 0 || value.length < MIN_SECRET_LENGTH || this.known.includes(value)) return;
    insertLongestFirst(this.known, value);
    if (!this.values.includes(value)) insertLongestFirst(this.values, value);
    this.mask(value);
  }
  mask(value) {
    if (value.length >= MIN_SECRET_LENGTH && !this.masked.includes(value)) insertLongestFirst(this.masked, value);
  }
  /** Adds a value that may be a secret: redacted, but never refused. */
  guess(value, min = MIN_GUESSED_LENGTH) {
    if (value.length >= min && !this.values.includes(value)) insertLongestFirst(this.values, value);
  }
  /** An environment value (or one a `${VAR}` expanded): a secret, but a plain word or number (`production`) is only redacted. */
  addEnvValue(value) {
    if (PLAIN_VALUE.test(value)) this.guess(value, MIN_SECRET_LENGTH);
    else this.add(value);
    this.mask(value);
  }
  /**
   * A header value: whole, and each of its words but a leading scheme (`Bearer TOKEN`: the token alone may
   * be echoed; "Bearer" is no secret), and a Basic credential decoded.
   */
  addHeader(value) {
    this.add(value);
    const words = value.split(/\s+/).filter((w) => w !== "");
    if (words.length > 1 && /^[A-Za-z][A-Za-z0-9._-]{0,19}$/.test(words[0])) words.shift();
    for (const part of words) {
      this.add(part);
      for (const decoded of basicCredentials(part)) this.add(decoded);
    }
  }
  /** Every secret value, redacted from `text` in each spelling (see {@link redactSecrets}). */
  redact(text) {
    return redactSecrets(text, this.values);
  }
  /**
   * A JSON value (an audit event) with every secret redacted from each of its strings and member names:
   * its shape stays, so it is still the same kind of record. Past {@link MAX_REDACTED_DEPTH} levels a value is
   * left out (`null`).
   */
  redactValue(value, depth = 0) {
    if (typeof value === "string") return this.redact(value);
    if (depth > MAX_REDACTED_DEPTH) return null;
    if (Array.isArray(value)) return value.map((v) => this.redactValue(v, depth + 1));
    if (typeof value === "object" && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [this.redact(k), this.redactValue(v, depth + 1)]));
    }
    return value;
  }
  /** Whether `text` holds one of the known secrets, in any spelling {@link redactSecrets} finds. */
  foundIn(text) {
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
  static of(spec, options = {}) {
    const s = new _ServerSecrets();
    for (const v of spec.secrets ?? []) s.addEnvValue(v);
    if (spec.kind === "stdio") {
      for (const v of Object.values(spec.env ?? {})) {
        s.addEnvValue(v);
        for (const part of v.split(/\s+/)) s.guess(part);
      }
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
};
function serverSecrets(spec, options = {}) {
  return ServerSecrets.of(spec, options);
}
var PLAIN_VALUE = /^(?:[a-z]+|[0-9]+)$/;
var DESCRIPTIVE_HEADER = /^(?:accept(?:-[a-z]+)?|content-type|user-agent|mcp-protocol-version)$/i;
function insertLongestFirst(list, value) {
  let i = 0;
  while (i < list.length && list[i].length >= value.length) i++;
  list.splice(i, 0, value);
}
function basicCredentials(part) {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(part) || part.length % 4 !== 0) return [];
  const text = Buffer.from(part, "base64").toString("utf8");
  const colon = text.indexOf(":");
  if (colon < 0 || /[\u0000-\u001f\u007f\ufffd]/.test(text)) return [];
  return [text, text.slice(colon + 1)];
}
function urlParts(url) {
  if (!URL.canParse(url)) return { known: [], guessed: [] };
  const u = new URL(url);
  const decode = (v) => {
    try {
      return decodeURIComponent(v);
    } catch {
      return v;
    }
  };
  return {
    known: [decode(u.username), decode(u.password), ...u.searchParams.values()],
    guessed: u.pathname.split("/").filter((p) => p.length >= 16)
  };
}
function urlSecrets(url) {
  const { known, guessed } = urlParts(url);
  return [...known, ...guessed].filter((v) => v.length >= MIN_URL_SECRET_LENGTH);
}
function argumentGuesses(args) {
  const out = [];
  for (const a of args) {
    if (!/^--?[A-Za-z][A-Za-z0-9-]*$/.test(a)) out.push(a);
    const eq = a.indexOf("=");
    if (eq >= 0) out.push(a.slice(eq + 1));
    out.push(...urlSecrets(a));
  }
  return out;
}
function argumentValues(args) {
  const out = [];
  for (const a of args) {
    const eq = a.indexOf("=");
    if (eq >= 0 && !/^[a-z][a-z0-9+.-]*:\/\//i.test(a) && a.length - eq - 1 >= MIN_MASKED_ARGUMENT_LENGTH) out.push(a.slice(eq + 1));
    out.push(...urlSecrets(a).filter((v) => v.length >= MIN_MASKED_ARGUMENT_LENGTH && !v.includes("/")));
  }
  return out;
}
var MIN_ENCODED_SECRET_LENGTH = 6;
var MAX_PATTERN_SECRET_LENGTH = 512;
var escapeRegExp = (t) => t.replace(/[\\^$.*+?()[\]{}|/-]/g, "\\$&");
function hexPattern(n, width) {
  return [...n.toString(16).padStart(width, "0")].map((d) => /[a-f]/.test(d) ? `[${d}${d.toUpperCase()}]` : d).join("");
}
var JSON_SHORT_ESCAPES = {
  '"': '\\\\"',
  "\\": "\\\\\\\\",
  "/": "\\\\/",
  "\n": "\\\\n",
  "\r": "\\\\r",
  "	": "\\\\t",
  "\b": "\\\\b",
  "\f": "\\\\f"
};
function encodedPattern(secret) {
  const parts = [];
  for (const ch of secret) {
    const alternatives = [escapeRegExp(ch)];
    alternatives.push([...Buffer.from(ch, "utf8")].map((b) => `%${hexPattern(b, 2)}`).join(""));
    const cp = ch.codePointAt(0);
    const units = cp > 65535 ? [55296 + (cp - 65536 >> 10), 56320 + (cp - 65536 & 1023)] : [cp];
    alternatives.push(units.map((u) => `\\\\u${hexPattern(u, 4)}`).join(""));
    if (JSON_SHORT_ESCAPES[ch]) alternatives.push(JSON_SHORT_ESCAPES[ch]);
    if (ch === " ") alternatives.push("\\+");
    parts.push(`(?:${alternatives.join("|")})`);
  }
  return new RegExp(parts.join(""), "g");
}
function base64Spellings(secret) {
  const bytes = Buffer.from(secret, "utf8");
  const out = [];
  for (let k = 0; k < 3; k++) {
    const b64 = Buffer.concat([Buffer.alloc(k), bytes]).toString("base64").replace(/=+$/, "");
    const v = b64.slice(Math.ceil(8 * k / 6), Math.floor(8 * (k + bytes.length) / 6));
    if (v.length >= MIN_ENCODED_SECRET_LENGTH) out.push(v, v.replace(/\+/g, "-").replace(/\//g, "_"));
  }
  return out;
}
var MAX_CACHED_SPELLINGS = 1e3;
var spellingsCache = /* @__PURE__ */ new Map();
function spellingsOf(secret) {
  let s = spellingsCache.get(secret);
  if (!s) {
    const ambiguous = (secret.match(/[%\\]/g) ?? []).length;
    const pattern = secret.length <= MAX_PATTERN_SECRET_LENGTH && ambiguous <= 12 ? encodedPattern(secret) : void 0;
    s = { pattern, base64: base64Spellings(secret) };
    if (spellingsCache.size > MAX_CACHED_SPELLINGS) spellingsCache.clear();
    spellingsCache.set(secret, s);
  }
  return s;
}
function redactSecrets(text, secrets) {
  if (text === "" || secrets.length === 0) return text;
  let out = text;
  for (const s of secrets) if (s !== "" && out.includes(s)) out = out.split(s).join("***");
  for (const s of secrets) {
    if (s.length < MIN_ENCODED_SECRET_LENGTH) continue;
    const { pattern, base64 } = spellingsOf(s);
    if (pattern) out = out.replace(pattern, "***");
    for (const b of base64) if (out.includes(b)) out = out.split(b).join("***");
  }
  return out;
}
function holdsSecret(text, secrets) {
  if (text === "" || secrets.length === 0) return false;
  return redactSecrets(text, secrets) !== text;
}

// src/mcp/server/server-label.ts
function describeUrl(url) {
  return URL.canParse(url) ? new URL(url).origin : "the server URL";
}
var SUBCOMMANDS = /* @__PURE__ */ new Set(["run", "exec", "x", "dlx", "tool", "start"]);
var VALUE_OPTIONS = /^(?:-[epvwc]|--(?:env|env-file|volume|mount|name|network|package|from|with|workdir|user|entrypoint|cwd|prefix|directory|python|config))$/;
var SECRET_OPTION = /key|token|secret|pass|auth|cred|bearer|cookie|session/i;
var GENERIC_NAME = /^(?:index|main|server|cli|app|start|run|bin|dist|build|src|lib|out|cmd)(?:\.[cm]?[jt]s|\.py)?$/i;
function looksLikeName(a) {
  if (a.includes("://") || !/^[@A-Za-z0-9._~+/\\:-]+$/.test(a)) return false;
  if (/(?=[0-9a-f]*[0-9])[0-9a-f]{16,}/i.test(a)) return false;
  return /[/\\]/.test(a) || a.startsWith("@") || /\.[A-Za-z0-9]{1,4}$/.test(a) || /^[a-z0-9][a-z0-9._-]*$/.test(a);
}
function nameArgument(args) {
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === "--") continue;
    if (a.startsWith("-")) {
      if (!a.includes("=") && (VALUE_OPTIONS.test(a) || SECRET_OPTION.test(a))) i++;
      continue;
    }
    if (SUBCOMMANDS.has(a) && i + 1 < args.length) continue;
    return looksLikeName(a) ? a : void 0;
  }
  return void 0;
}
var MIN_HIDDEN_LABEL_PART = 4;
function commandLabel(spec, secrets) {
  const segments = (p) => p.split(/[\\/]/).filter((x) => x !== "" && x !== ".");
  const secretIn = (name) => secrets.some((s) => name.includes(s) || name.length >= MIN_HIDDEN_LABEL_PART && s.includes(name));
  const hide = (name) => secretIn(name) ? "***" : name;
  const command = hide(segments(spec.command).pop() ?? spec.command);
  const arg = nameArgument(spec.args);
  if (arg === void 0) return command;
  const parts = segments(arg);
  const shown = [parts.pop() ?? arg];
  while (GENERIC_NAME.test(shown[0]) && parts.length > 0 && shown.length < 3) shown.unshift(parts.pop());
  if (GENERIC_NAME.test(shown[0]) && !/^[/\\]|^[A-Za-z]:/.test(arg) && spec.cwd !== void 0) {
    const folder = segments(spec.cwd).pop();
    if (folder !== void 0) shown.unshift(folder);
  }
  return `${command} ${shown.map(hide).join("/")}`;
}
function describeServer(spec, serverId, hidden = serverSecrets(spec).withoutArguments) {
  const base = spec.kind === "stdio" ? `stdio server ${JSON.stringify(commandLabel(spec, hidden))}` : `server ${describeUrl(spec.url)}`;
  return serverId ? `server ${JSON.stringify(serverId)} (${base})` : base;
}

export {
  serverSecrets,
  redactSecrets,
  describeServer
};
