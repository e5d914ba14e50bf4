#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  digestNonTool,
  digestTools,
  isArrayIndex,
  toolDigestsOf
} from "./chunk-UKLAMLPA.js";
import {
  hasHiddenCharacters,
  nonToolInteropHashes
} from "./chunk-C7I7V366.js";
import {
  MAX_TEXT_LENGTH,
  ToolsealError
} from "./chunk-NFH5SJ4A.js";

// src/core/surface/client-capabilities.ts
var CLIENT_CAPABILITY_NAMES = ["elicitation", "roots", "sampling"];
var NAMES = new Set(CLIENT_CAPABILITY_NAMES);
var ALL_CLIENT_PROFILES = Array.from(
  { length: 2 ** CLIENT_CAPABILITY_NAMES.length },
  (_, bits) => CLIENT_CAPABILITY_NAMES.filter((_n, i) => (bits & 1 << i) !== 0)
).sort((a, b) => a.length - b.length || byCodeUnits(a.join(","), b.join(",")));
function parseClientCapabilities(text, what = "--client-capabilities") {
  const names = text.split(",").map((n) => n.trim());
  for (const n of names) {
    if (!NAMES.has(n))
      throw new ToolsealError(
        "USAGE",
        `${what} takes names from ${CLIENT_CAPABILITY_NAMES.join(", ")}, comma-separated; not ${JSON.stringify(n.slice(0, 40))}`
      );
  }
  return [...new Set(names)].sort();
}
function isClientCapabilityList(v) {
  return Array.isArray(v) && v.length > 0 && v.every((n, i) => typeof n === "string" && NAMES.has(n) && (i === 0 || v[i - 1] < n));
}
function profileText(names) {
  return names === void 0 || names.length === 0 ? "none" : names.join(",");
}
function sameProfile(a, b) {
  return profileText(a) === profileText(b);
}
function nearestProfile(own, others, capabilitiesOf, profile) {
  const wanted = new Set(profile ?? []);
  const ownCaps = capabilitiesOf(own) ?? [];
  let best = own;
  let bestSize = ownCaps.every((n) => wanted.has(n)) ? ownCaps.length : -1;
  for (const other of others) {
    const caps = capabilitiesOf(other) ?? [];
    if (caps.every((n) => wanted.has(n)) && caps.length > bestSize) {
      best = other;
      bestSize = caps.length;
    }
  }
  return best;
}
function byCodeUnits(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

// src/core/lock/lock.ts
var LOCKFILE_VERSION = 1;
var DEFAULT_LOCK_FILE = "mcp-tools.lock";
function emptyLock() {
  return { lockfileVersion: LOCKFILE_VERSION, servers: /* @__PURE__ */ Object.create(null) };
}
function isServerPin(e) {
  return !Object.hasOwn(e, "tools");
}
function entryMembers(e) {
  return isServerPin(e) ? e.entry : e;
}
function lockEntryOf(tools, digests) {
  return lockEntryOfDigests(digests?.withFields ? digests : digestTools(tools, { fields: true }));
}
function lockEntryOfDigests(d, nonTool, clientCapabilities) {
  return entryOfPin(serverPinOf(d, nonTool, clientCapabilities));
}
function serverPinOf(d, nonTool, clientCapabilities) {
  if (!d.withFields) throw new ToolsealError("INVALID_INPUT", "a pin needs the field digests and hints of every tool");
  const pinBytes = d.pinBytes;
  const toolCount = pinBytes ? pinBytes.names.length : toolDigestsOf(d).size;
  const c = nonTool === void 0 ? void 0 : d.nonTool ?? digestNonTool(nonTool);
  const entry = c === void 0 ? { manifestDigest: d.manifestDigest, toolCount } : {
    instructionsDigest: c.instructionsDigest,
    manifestDigest: d.manifestDigest,
    promptDigests: c.promptDigests,
    resourceTemplateDigests: c.resourceTemplateDigests,
    toolCount
  };
  const interop = d.interop && { interop: { toolSetHash: d.interop.toolSetHash, ...nonToolInteropHashes(nonTool ?? {}) } };
  const members = { ...entry, ...interop, ...d.numbers && { numbers: d.numbers } };
  const all = Object.entries(members).sort(([a], [b]) => a < b ? -1 : 1);
  const e = Object.fromEntries(all);
  const profiled = clientCapabilities !== void 0 && clientCapabilities.length > 0 ? { clientCapabilities: [...clientCapabilities], ...e } : e;
  return { entry: profiled, toolPins: pinBytes ? { bytes: pinBytes } : toolRecordOf(toolDigestsOf(d)) };
}
function toolRecordOfPins(toolPins) {
  return "record" in toolPins ? toolPins.record : toolRecordOf(toolPins.bytes.toolDigests()).record;
}
function entryOfPin(pin) {
  const out = {};
  const members = pin.entry;
  for (const key of [...Object.keys(members), "tools"].sort()) {
    out[key] = key === "tools" ? toolRecordOfPins(pin.toolPins) : members[key];
  }
  return out;
}
function serverPinOfEntry(e) {
  if (isServerPin(e)) return e;
  const { tools, ...entry } = e;
  return { entry, toolPins: { record: tools, inKeyOrder: false } };
}
function lockedServerOf(e) {
  return isServerPin(e) ? entryOfPin(e) : e;
}
function toolRecordOf(tools) {
  const record = /* @__PURE__ */ Object.create(null);
  let indexLike = false;
  for (const [name, t] of tools) {
    record[name] = t;
    indexLike ||= isArrayIndex(name);
  }
  return { record, inKeyOrder: !indexLike };
}
function pinnedToolNames(pin) {
  const t = pin.toolPins;
  if ("record" in t) return Object.keys(t.record);
  return t.bytes.indexLike ? Object.keys(toolRecordOfPins(t)) : [...t.bytes.names];
}
function pinnedNonTool(locked) {
  if (locked.promptDigests === void 0 || locked.resourceTemplateDigests === void 0 || locked.instructionsDigest === void 0)
    return void 0;
  return {
    instructionsDigest: locked.instructionsDigest,
    promptDigests: locked.promptDigests,
    resourceTemplateDigests: locked.resourceTemplateDigests
  };
}
function entryForProfile(entry, profile) {
  if (entry === void 0) return void 0;
  const members = entryMembers(entry);
  if (sameProfile(members.clientCapabilities, profile)) return entry;
  const others = members.profiles;
  const key = profileText(profile);
  return others !== void 0 && Object.hasOwn(others, key) ? others[key] : void 0;
}
function pinnedProfiles(e) {
  const entry = entryMembers(e);
  return [profileText(entry.clientCapabilities), ...Object.keys(entry.profiles ?? {}).sort()];
}
function withProfilePin(entry, pin) {
  if (entry === void 0) return pin;
  const members = entryMembers(entry);
  const pinned = entryMembers(pin);
  if (sameProfile(members.clientCapabilities, pinned.clientCapabilities))
    return members.profiles === void 0 ? pin : withProfiles(pin, members.profiles);
  const profiles = /* @__PURE__ */ Object.create(null);
  const key = profileText(pinned.clientCapabilities);
  for (const k of [...Object.keys(members.profiles ?? {}).filter((k2) => k2 !== key), key].sort())
    profiles[k] = k === key ? lockedServerOf(pin) : members.profiles[k];
  return withProfiles(entry, profiles);
}
function withProfiles(e, profiles) {
  const { profiles: _old, ...rest2 } = entryMembers(e);
  if (isServerPin(e)) return { entry: { ...rest2, profiles }, toolPins: e.toolPins };
  return { ...rest2, tools: e.tools, profiles };
}
function withPackagePin(pin, pkg) {
  const members = { ...isServerPin(pin) ? pin.entry : pin };
  delete members.package;
  if (pkg !== void 0) {
    members.package = {
      ...pkg.dependencies === void 0 ? {} : { dependencies: pkg.dependencies },
      ecosystem: pkg.ecosystem,
      ...pkg.integrity === void 0 ? {} : { integrity: pkg.integrity },
      name: pkg.name,
      version: pkg.version
    };
  }
  const entry = {};
  for (const key of Object.keys(members).sort()) entry[key] = members[key];
  if (isServerPin(pin)) return { entry, toolPins: pin.toolPins };
  return entry;
}
function withServer(lock, serverId, entry) {
  const servers = /* @__PURE__ */ Object.create(null);
  const ids = [...Object.keys(lock.servers).filter((id) => id !== serverId), serverId].sort();
  for (const id of ids) servers[id] = id === serverId ? entry : lock.servers[id];
  return { lockfileVersion: LOCKFILE_VERSION, servers };
}

// src/core/json/line-ends.ts
function withLfLineEnds(text, source, code) {
  let cr = text.indexOf("\r");
  if (cr < 0) return text;
  for (; cr >= 0; cr = text.indexOf("\r", cr + 1)) {
    if (text.charCodeAt(cr + 1) !== 10) {
      let line = 1;
      for (let i = text.indexOf("\n"); i >= 0 && i < cr; i = text.indexOf("\n", i + 1)) line++;
      throw new ToolsealError(
        code,
        `${source}: line ${line}: a carriage return (CR) that does not end a line; only LF or CRLF line ends are read`
      );
    }
  }
  return text.replace(/\r\n/g, "\n");
}

// src/core/lock/lock-text.ts
function lockIfWrittenFor(lockFile, servers) {
  const lock = { lockfileVersion: LOCKFILE_VERSION, servers: /* @__PURE__ */ Object.create(null) };
  for (const id of Object.keys(servers).sort()) lock.servers[id] = servers[id];
  if (typeof lockFile === "string") return serializeLockBytes(lock).toString("utf8") === lockFile ? lock : void 0;
  if (!(lockFile instanceof Uint8Array)) return lockFile.holds(piecesOf(lock)) ? lock : void 0;
  return isLockBytes(Buffer.from(lockFile.buffer, lockFile.byteOffset, lockFile.byteLength), lock) ? lock : void 0;
}
function boundedLock(write2) {
  let out;
  try {
    out = write2();
  } catch (e) {
    if (e instanceof RangeError) throw lockTooLarge(e);
    throw e;
  }
  if (out.length > MAX_TEXT_LENGTH) throw lockTooLarge();
  return out;
}
function lockTooLarge(cause) {
  return new ToolsealError(
    "INVALID_INPUT",
    `the lock would be larger than ${MAX_TEXT_LENGTH} bytes, the most that can be read back as one text; pin the servers in separate locks (--lock)`,
    { cause }
  );
}
function lockTextOf(bytes, source) {
  if (bytes.length > MAX_TEXT_LENGTH) {
    throw new ToolsealError(
      "INVALID_LOCK",
      `${source}: too large (${bytes.length} bytes; a lock of at most ${MAX_TEXT_LENGTH} bytes can be read)`
    );
  }
  return withLfLineEnds(bytes.toString("utf8"), source, "INVALID_LOCK");
}
function serializeLockBytes(lock) {
  const pieces = lockBytePieces(lock);
  const out = Buffer.allocUnsafe(pieces.length);
  let at = 0;
  pieces.eachPiece((bytes, start, end) => {
    at += bytes.copy(out, at, start, end);
  });
  return out;
}
function lockBytePieces(lock) {
  return boundedLock(() => piecesOf(lock));
}
function piecesOf(lock) {
  const parts = lockParts(lock) ?? [Buffer.from(stableJson(lock), "utf8")];
  return {
    length: parts.reduce((n, p) => n + (Buffer.isBuffer(p) ? p.length : p.recordLength), 0),
    eachPiece(put) {
      for (const p of parts) {
        if (Buffer.isBuffer(p)) put(p, 0, p.length);
        else p.eachRecordPiece(put);
      }
    }
  };
}
function isLockText(text, lock) {
  return isLockBytes(Buffer.from(text, "utf8"), lock);
}
function lockParts(lock) {
  const ids = Object.keys(lock.servers).sort();
  if (!ids.some((id) => isServerPin(lock.servers[id]))) return void 0;
  const parts = [];
  let text = `{
  "lockfileVersion": ${jsonAt(lock.lockfileVersion, "  ")},
  "servers": {
`;
  for (let i = 0; i < ids.length; i++) {
    const entry = lock.servers[ids[i]];
    text += `${i === 0 ? "" : ",\n"}    ${JSON.stringify(ids[i])}: `;
    if (!isServerPin(entry)) {
      text += jsonAt(entry, "    ");
      continue;
    }
    const members = entry.entry;
    const keys = [...Object.keys(members), "tools"].sort();
    text += "{\n";
    for (let k = 0; k < keys.length; k++) {
      text += `${k === 0 ? "" : ",\n"}      ${JSON.stringify(keys[k])}: `;
      if (keys[k] !== "tools") text += jsonAt(members[keys[k]], "      ");
      else if ("record" in entry.toolPins) text += jsonAt(entry.toolPins.record, "      ", entry.toolPins.inKeyOrder);
      else {
        parts.push(Buffer.from(text, "utf8"), entry.toolPins.bytes);
        text = "";
      }
    }
    text += "\n    }";
  }
  parts.push(Buffer.from(text + "\n  }\n}\n", "utf8"));
  return parts;
}
function jsonAt(value, indent, inKeyOrder = false) {
  const text = stableJson(value, inKeyOrder).slice(0, -1);
  return text.includes("\n") ? text.replace(/\n/g, `
${indent}`) : text;
}
function isLockBytes(bytes, lock) {
  const parts = lockParts(lock);
  if (parts === void 0) return bytes.equals(Buffer.from(stableJson(lock), "utf8"));
  let at = 0;
  for (const p of parts) {
    if (Buffer.isBuffer(p)) {
      if (at + p.length > bytes.length || bytes.compare(p, 0, p.length, at, at + p.length) !== 0) return false;
      at += p.length;
    } else {
      at = p.matchRecordAt(bytes, at);
      if (at < 0) return false;
    }
  }
  return at === bytes.length;
}
function stableJson(value, inKeyOrder = false) {
  if (inKeyOrder || inStableOrder(value, 0)) return JSON.stringify(value, null, 2) + "\n";
  const out = [];
  write(value, "", out);
  out.push("\n");
  return out.join("");
}
function inStableOrder(v, depth) {
  if (v === null) return true;
  switch (typeof v) {
    case "string":
    case "boolean":
      return true;
    case "number":
      return Number.isFinite(v);
    case "object": {
      if (depth > 200) return false;
      if (Array.isArray(v)) {
        if (Object.getPrototypeOf(v) !== Array.prototype) return false;
        for (let i = 0; i < v.length; i++) if (!(i in v) || !inStableOrder(v[i], depth + 1)) return false;
        return true;
      }
      const proto = Object.getPrototypeOf(v);
      if (proto !== Object.prototype && proto !== null) return false;
      const keys = Object.keys(v);
      for (let i = 0; i < keys.length; i++) {
        if (i > 0 && !(keys[i - 1] < keys[i])) return false;
        if (!inStableOrder(v[keys[i]], depth + 1)) return false;
      }
      return true;
    }
    default:
      return false;
  }
}
function write(v, indent, out) {
  if (v === null || typeof v !== "object") {
    const s = JSON.stringify(v);
    if (s === void 0) throw new ToolsealError("NOT_CANONICALIZABLE", `cannot write a ${typeof v} as JSON`);
    out.push(s);
    return;
  }
  const inner = indent + "  ";
  if (Array.isArray(v)) {
    if (v.length === 0) {
      out.push("[]");
      return;
    }
    out.push("[\n");
    for (let i = 0; i < v.length; i++) {
      out.push(i === 0 ? inner : ",\n" + inner);
      write(v[i], inner, out);
    }
    out.push("\n" + indent + "]");
    return;
  }
  const keys = Object.keys(v).sort();
  if (keys.length === 0) {
    out.push("{}");
    return;
  }
  out.push("{\n");
  for (let i = 0; i < keys.length; i++) {
    out.push((i === 0 ? inner : ",\n" + inner) + JSON.stringify(keys[i]) + ": ");
    write(v[keys[i]], inner, out);
  }
  out.push("\n" + indent + "}");
}

// src/core/origin/package-pin.ts
var MAX_PINNED_DEPENDENCIES = 256;
var MAX_SPEC_LENGTH = 512;
var SHA256 = /^sha256:[0-9a-f]{64}$/;
function samePackagePin(a, b) {
  if (a === void 0 || b === void 0) return a === b;
  return a.ecosystem === b.ecosystem && a.name === b.name && a.version === b.version && a.integrity === b.integrity;
}
function assertPackagePin(v, bad) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) bad("package is not an object");
  const p = v;
  for (const k of Object.keys(p))
    if (!["dependencies", "ecosystem", "name", "version", "integrity"].includes(k))
      bad(`package has an unknown member ${JSON.stringify(k)}`);
  if (p.dependencies !== void 0) assertDependencies(p.dependencies, p.ecosystem, bad);
  if (p.ecosystem !== "npm" && p.ecosystem !== "pypi" && p.ecosystem !== "oci") bad("package.ecosystem must be npm, pypi or oci");
  for (const k of ["name", "version"]) {
    if (typeof p[k] !== "string" || p[k] === "" || p[k].length > MAX_SPEC_LENGTH)
      bad(`package.${k} is not a name of 1 to ${MAX_SPEC_LENGTH} characters`);
  }
  if (p.integrity !== void 0) {
    const ok = typeof p.integrity === "string" && (p.ecosystem === "oci" ? SHA256.test(p.integrity) : /^sha(256|384|512)-[A-Za-z0-9+/]+=*$/.test(p.integrity));
    if (!ok)
      bad(p.ecosystem === "oci" ? "package.integrity is not sha256:<64 hex>" : "package.integrity is not an SRI string (sha512-<base64>)");
  }
}
function assertDependencies(v, ecosystem, bad) {
  if (ecosystem !== "npm") bad("package.dependencies is for npm packages only");
  if (typeof v !== "object" || v === null || Array.isArray(v)) bad("package.dependencies is not an object");
  const d = v;
  const names = Object.keys(d);
  if (names.length > MAX_PINNED_DEPENDENCIES) bad(`package.dependencies has more than ${MAX_PINNED_DEPENDENCIES} members`);
  const text = (x) => typeof x === "string" && x !== "" && x.length <= MAX_SPEC_LENGTH;
  for (const n of names)
    if (!text(n) || !text(d[n]))
      bad(`package.dependencies: ${JSON.stringify(n.slice(0, 80))} is not a name and version of 1 to ${MAX_SPEC_LENGTH} characters`);
  if (names.some((n, i) => i > 0 && names[i - 1] >= n)) bad("package.dependencies is not sorted");
}

// src/core/origin/command-words.ts
function commandWords(line, option) {
  const words2 = [];
  let word = "";
  let quote;
  let inWord = false;
  for (const ch of line) {
    if (quote) {
      if (ch === quote) quote = void 0;
      else word += ch;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      inWord = true;
    } else if (/\s/.test(ch)) {
      if (inWord) words2.push(word);
      word = "";
      inWord = false;
    } else {
      word += ch;
      inWord = true;
    }
  }
  if (quote) throw new ToolsealError("USAGE", `${option} has an unclosed quote`);
  if (inWord) words2.push(word);
  return words2;
}
var MAX_SHELL_LINE = 64 * 1024;
var SHELL_KEYWORDS = /* @__PURE__ */ new Set(["if", "then", "else", "elif", "fi", "for", "while", "until", "do", "done", "case", "esac"]);
var SHELL_GROUPING = /* @__PURE__ */ new Set(["function", "select", "{", "}", "!", "[[", "coproc"]);
function shellCommands(line) {
  if (line.length > MAX_SHELL_LINE) return { unreadable: "the shell command line is too long to read" };
  const commands = [];
  let current = [];
  let text = "";
  let expands = false;
  let inWord = false;
  let redirectTarget = false;
  const endWord = () => {
    if (inWord) {
      if (redirectTarget) redirectTarget = false;
      else current.push({ text, expands });
    }
    text = "";
    expands = false;
    inWord = false;
  };
  const endCommand = () => {
    endWord();
    while (current.length > 0 && /^[A-Za-z_][A-Za-z0-9_]*=/.test(current[0].text)) current.shift();
    if (current.length > 0) commands.push(current);
    current = [];
  };
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (ch === " " || ch === "	") endWord();
    else if (ch === "\n" || ch === ";" || ch === "&" || ch === "|") {
      endCommand();
      if ((ch === "&" || ch === "|") && line[i + 1] === ch) i++;
    } else if (ch === "(" || ch === ")") return { unreadable: "a subshell or a function in the shell command line is not read" };
    else if (ch === "<" || ch === ">") {
      if (inWord && /^\d+$/.test(text) && !expands) {
        text = "";
        inWord = false;
      } else endWord();
      if (ch === "<" && line[i + 1] === "<") return { unreadable: "a here-document in the shell command line is not read" };
      while (line[i + 1] === ">" || line[i + 1] === "<" || line[i + 1] === "|") i++;
      if (line[i + 1] === "&") {
        i++;
        while (/[\d-]/.test(line[i + 1] ?? "")) i++;
      } else redirectTarget = true;
    } else if (ch === "\\") {
      if (line[i + 1] === "\n") i++;
      else if (i + 1 < line.length) {
        text += line[++i];
        inWord = true;
      }
    } else if (ch === "'") {
      const close = line.indexOf("'", i + 1);
      if (close < 0) return { unreadable: "the shell command line has an unclosed quote" };
      text += line.slice(i + 1, close);
      inWord = true;
      i = close;
    } else if (ch === '"') {
      inWord = true;
      let j = i + 1;
      for (; j < line.length && line[j] !== '"'; j++) {
        const c = line[j];
        if (c === "\\" && '$`"\\\n'.includes(line[j + 1] ?? "")) text += line[++j] === "\n" ? "" : line[j];
        else {
          if (c === "$" || c === "`") expands = true;
          text += c;
        }
      }
      if (j >= line.length) return { unreadable: "the shell command line has an unclosed quote" };
      i = j;
    } else if (ch === "#" && !inWord) {
      while (i + 1 < line.length && line[i + 1] !== "\n") i++;
    } else {
      if (ch === "$" || ch === "`" || ch === "*" || ch === "?" || ch === "[" || ch === "~" && !inWord) expands = true;
      text += ch;
      inWord = true;
    }
  }
  if (redirectTarget && !inWord) return { unreadable: "a redirection in the shell command line has no target" };
  endCommand();
  for (const c of commands) {
    const first = c[0].text;
    if (SHELL_KEYWORDS.has(first) || SHELL_GROUPING.has(first))
      return { unreadable: `the shell command line uses ${JSON.stringify(first)}, which is not read` };
  }
  return { commands };
}
function optionWords(name, value) {
  return value.startsWith("-") ? [`--${name}=${value}`] : [`--${name}`, value];
}

// src/core/origin/launcher-options.ts
var words = (s) => new Set(s.split(" ").filter((w) => w !== ""));
var NPM_FLAG_KEYS = words(
  "all allow-same-version allow-scripts-pending allow-scripts-pin audit bin-links browser bypass-2fa color commit-hooks dangerously-allow-all-scripts description dev diff-ignore-all-space diff-name-only diff-no-prefix diff-text dry-run engine-strict expect-results force foreground-scripts format-package-lock fund git-tag-version global global-style if-present ignore-scripts include-attestations include-staged include-workspace-root init-private install-links json legacy-bundling legacy-peer-deps link long offline omit-lockfile-registry-resolved optional package-lock package-lock-only packages-all parseable prefer-dedupe prefer-offline prefer-online production progress provenance read-only rebuild-bundle save save-bundle save-dev save-exact save-optional save-peer save-prod shrinkwrap sign-git-commit sign-git-tag strict-allow-scripts strict-peer-deps strict-ssl timing unicode update-notifier usage version versions workspaces workspaces-update yes"
);
var NPM_VALUE_KEYS = words(
  "_auth access allow-directory allow-file allow-git allow-remote allow-scripts also audit-level auth-type before ca cache cache-max cache-min cafile call cert cidr cpu depth diff diff-dst-prefix diff-src-prefix diff-unified editor expect-result-count expires fetch-retries fetch-retry-factor fetch-retry-maxtimeout fetch-retry-mintimeout fetch-timeout git globalconfig heading https-proxy include init-author-email init-author-name init-author-url init-license init-module init-type init-version init.author.email init.author.name init.author.url init.license init.module init.version install-strategy key libc local-address location lockfile-version loglevel logs-dir logs-max maxsockets message min-release-age min-release-age-exclude name node-gyp node-options noproxy omit only orgs orgs-permission os otp pack-destination package packages packages-and-scopes-permission password prefix preid provenance-file proxy registry replace-registry-host save-prefix sbom-format sbom-type scope scopes script-shell searchexclude searchlimit searchopts searchstaleness shell tag tag-version-prefix token-description umask user-agent userconfig viewer which workspace"
);
var NPM_SHORTHANDS = new Map(
  "?=--usage,B=--save-bundle,C=--prefix,D=--save-dev,E=--save-exact,H=--usage,L=--location,O=--save-optional,P=--save-prod,S=--save,a=--all,c=--call,d=--loglevel info,dd=--loglevel verbose,ddd=--loglevel silly,desc=--description,enjoy-by=--before,f=--force,g=--global,h=--usage,help=--usage,iwr=--include-workspace-root,l=--long,local=--no-global,m=--message,n=--no-yes,no=--no-yes,p=--parseable,porcelain=--parseable,q=--loglevel warn,quiet=--loglevel warn,readonly=--read-only,reg=--registry,s=--loglevel silent,silent=--loglevel silent,v=--version,verbose=--loglevel verbose,w=--workspace,ws=--workspaces,y=--yes".split(",").map((e) => [e.slice(0, e.indexOf("=")), e.slice(e.indexOf("=") + 1).split(" ")])
);
var NPX_VALUE_KEYS = words("package p cache userconfig call c shell");
var NPX_FLAG_KEYS = words("no-install quiet q version v help h");
var NPX_REMOVED_KEYS = words("always-spawn ignore-existing shell-auto-fallback npm node-arg n");
var PNPM_VALUE_OPTIONS = words(
  "--package --allow-build --cpu --os --libc --dir -C --filter -F --reporter --loglevel --registry --store-dir --cache-dir --config-dir --virtual-store-dir --workspace-concurrency"
);
var PNPM_FLAGS = words(
  "--shell-mode -c --silent -s --recursive -r --workspace-root -w --stream --aggregate-output --use-stderr --color --no-color --help -h --reporter-hide-prefix --prefer-offline --offline"
);
var UV_VALUE_OPTIONS = words(
  "--allow-insecure-host --trusted-host --build-constraints --build-constraint -b --cache-dir --color --config-file --config-setting --config-settings -C --config-settings-package --constraints --constraint -c --default-index --directory --env-file --exclude-newer --exclude-newer-package --extra-index-url --find-links -f --fork-strategy --from --index --index-strategy --index-url -i --keyring-provider --link-mode --no-binary-package --no-build-isolation-package --no-build-package --overrides --override --prerelease --project --python -p --python-platform --refresh-package --reinstall-package --resolution --upgrade-package -P --with -w --with-editable --with-requirements"
);
var UV_FLAGS = words(
  "--compile-bytecode --compile --help -h --isolated --managed-python --native-tls --no-binary --no-build --no-build-isolation --no-cache --no-cache-dir -n --no-config --no-env-file --no-index --no-managed-python --no-progress --no-python-downloads --no-sources --offline --quiet -q --refresh --reinstall --force-reinstall --upgrade -U --verbose -v"
);
var PIPX_VALUE_OPTIONS = words("--spec --python --index-url -i --pip-args --backend --preinstall --fetch-python");
var PIPX_FLAGS = words(
  "--no-cache --pypackages --path --verbose -v --quiet -q --system-site-packages --editable -e --fetch-missing-python --help -h --global"
);
var PIP_VALUE_OPTIONS = words(
  "--index-url -i --extra-index-url --find-links -f --trusted-host --proxy --cert --client-cert --timeout --retries --cache-dir --platform --python-version --implementation --abi --progress-bar --log --exists-action --src --root --prefix --target -t --upgrade-strategy --global-option --config-settings --only-binary --no-binary --use-feature --use-deprecated --keyring-provider --report --root-user-action"
);
var PIP_FLAGS = words(
  "--no-cache-dir --pre --upgrade -U --no-deps --quiet -q --verbose -v --isolated --no-index --prefer-binary --no-build-isolation --force-reinstall --ignore-installed -I --no-warn-script-location --disable-pip-version-check --no-color --require-hashes --no-compile --compile --user --no-input --ignore-requires-python --no-warn-conflicts --break-system-packages"
);
var PIP_FILE_OPTIONS = words("-r --requirement -c --constraint -e --editable");
var DOCKER_RUN_VALUE_OPTIONS = words(
  "--add-host --annotation -a --attach --blkio-weight --blkio-weight-device --cap-add --cap-drop --cgroup-parent --cgroupns --cidfile --cpu-count --cpu-percent --cpu-period --cpu-quota --cpu-rt-period --cpu-rt-runtime -c --cpu-shares --cpus --cpuset-cpus --cpuset-mems --detach-keys --device --device-cgroup-rule --device-read-bps --device-read-iops --device-write-bps --device-write-iops --dns --dns-option --dns-search --domainname --entrypoint -e --env --env-file --expose --gpus --group-add --health-cmd --health-interval --health-retries --health-start-interval --health-start-period --health-timeout -h --hostname --io-maxbandwidth --io-maxiops --ip --ip6 --ipc --isolation --kernel-memory -l --label --label-file --link --link-local-ip --log-driver --log-opt --mac-address -m --memory --memory-reservation --memory-swap --memory-swappiness --mount --name --network --net --network-alias --oom-score-adj --pid --pids-limit --platform -p --publish --pull --restart --runtime --security-opt --shm-size --stop-signal --stop-timeout --storage-opt --sysctl --tmpfs --ulimit -u --user --userns --uts -v --volume --volume-driver --volumes-from -w --workdir"
);
var DOCKER_RUN_FLAGS = words(
  "-d --detach --disable-content-trust --help --init -i --interactive --no-healthcheck --oom-kill-disable --privileged -P --publish-all -q --quiet --read-only --rm --sig-proxy -t --tty --use-api-socket"
);
var DOCKER_GLOBAL_VALUE_OPTIONS = words("--config -c --context -H --host -l --log-level --tlscacert --tlscert --tlskey");
var DOCKER_GLOBAL_FLAGS = words("-D --debug --tls --tlsverify --help");

// src/core/origin/package-launch-npm-pypi.ts
function readNpmArgs(args, mode) {
  const words2 = [...args];
  const out = { words: words2, packages: [] };
  const optionLike = (w) => w !== void 0 && w.startsWith("-");
  const positional = (at) => {
    if (out.first === void 0) out.first = at;
    else if (out.second === void 0) out.second = at;
  };
  for (let i = 0, steps = 0; i < words2.length && steps < 4 * args.length + 8; i++, steps++) {
    const a = words2[i];
    if (a === "--") {
      if (i + 1 < words2.length) positional(i + 1);
      if (mode === "npm" && out.second === void 0 && i + 2 < words2.length) out.second = i + 2;
      break;
    }
    if (!a.startsWith("-") || a === "-") {
      positional(i);
      if (mode === "npx") break;
      continue;
    }
    const eq = a.indexOf("=");
    let key = (eq < 0 ? a : a.slice(0, eq)).replace(/^-+/, "");
    const value = eq < 0 ? void 0 : a.slice(eq + 1);
    if (mode === "npx" && NPX_REMOVED_KEYS.has(key)) return { ...out, unreadable: `npx no longer reads --${key}` };
    if (mode === "npx" && key === "p") key = "package";
    else if (mode === "npx" && key === "shell") key = "script-shell";
    else if (NPM_SHORTHANDS.has(key) && !NPM_FLAG_KEYS.has(key) && !NPM_VALUE_KEYS.has(key)) {
      words2.splice(i, 1, ...NPM_SHORTHANDS.get(key), ...value === void 0 ? [] : [value]);
      i--;
      continue;
    }
    const isFlag = NPM_FLAG_KEYS.has(key) || key.startsWith("no-") && NPM_FLAG_KEYS.has(key.slice(3)) || mode === "npx" && NPX_FLAG_KEYS.has(key);
    if (isFlag) continue;
    if (!NPM_VALUE_KEYS.has(key) && !(mode === "npx" && NPX_VALUE_KEYS.has(key))) {
      return { ...out, unreadable: `the option ${JSON.stringify(a.slice(0, 40))} is not one npm defines` };
    }
    let v = value;
    if (v === void 0) {
      const next = words2[i + 1];
      if (optionLike(next) && !(mode === "npx" && NPX_VALUE_KEYS.has(key)))
        return { ...out, unreadable: `the option --${key} is followed by ${JSON.stringify(next.slice(0, 40))}, not a value` };
      v = next;
      i++;
    }
    if (v === void 0) continue;
    if (key === "package") out.packages.push(v);
    else if (key === "registry") out.registry = v;
    else if (key === "call") out.call = v;
  }
  return out;
}

// src/core/origin/package-launch-wrappers.ts
var set = (s) => new Set(s.split(" "));
var PREFIXES = {
  env: {
    values: set("-u --unset -C --chdir -S --split-string"),
    flags: set("-i --ignore-environment -0 --null -v --debug - --default-signal --ignore-signal --block-signal"),
    assignments: true
  },
  nice: { values: set("-n --adjustment"), flags: set(""), numberOption: true },
  timeout: { values: set("-s --signal -k --kill-after"), flags: set("--preserve-status --foreground -v --verbose"), operands: 1 },
  nohup: { values: set(""), flags: set("") },
  setsid: { values: set(""), flags: set("-c --ctty -f --fork -w --wait") },
  stdbuf: { values: set("-i --input -o --output -e --error"), flags: set("") },
  ionice: { values: set("-c --class -n --classdata"), flags: set("-t --ignore") },
  time: { values: set("-o --output -f --format"), flags: set("-p --portability -v --verbose -a --append -q --quiet") },
  // sudo(8) and doas(1): the options that run a command as another user (a shell or a login, -s/-i, is not read).
  sudo: {
    values: set(
      "-u --user -g --group -C --close-from -D --chdir -h --host -p --prompt -r --role -t --type -T --command-timeout -U --other-user"
    ),
    flags: set("-E --preserve-env -H --set-home -n --non-interactive -P --preserve-groups -S --stdin -b --background -k --reset-timestamp"),
    assignments: true
  },
  doas: { values: set("-u -C"), flags: set("-n") }
};
var SHELLS = /* @__PURE__ */ new Set(["sh", "bash", "dash", "zsh", "ksh", "mksh", "ash", "yash"]);
var SHELL_VALUE_OPTIONS = /* @__PURE__ */ new Set(["-o", "+o", "-O", "+O", "--rcfile", "--init-file"]);
var NODE_VALUE_OPTIONS = set("-r --require --import --loader --experimental-loader -C --conditions --title --input-type --env-file");
function unwrapCommand(word, args) {
  if (Object.hasOwn(PREFIXES, word)) return unwrapPrefix(word, PREFIXES[word], args);
  if (SHELLS.has(word)) return unwrapShell(word, args);
  if (word === "cmd") return unwrapCmd(args);
  if (word === "pwsh" || word === "powershell") return unwrapPowershell(args);
  if (word === "node" || word === "nodejs") return unwrapNode(args);
  return void 0;
}
function unwrapPrefix(word, t, args) {
  const words2 = [...args];
  let operands = t.operands ?? 0;
  for (let i = 0, steps = 0; i < words2.length && steps < 4 * args.length + 8; i++, steps++) {
    const a = words2[i];
    const unreadable = (why) => ({ kind: "unreadable", why, words: words2.slice(i) });
    if (a === "--" && operands === 0) return rest(words2, i + 1);
    if (a === "-" && word === "env") continue;
    if (a.startsWith("-") && a !== "-" && operands === (t.operands ?? 0)) {
      const eq = a.indexOf("=");
      const name = a.startsWith("--") && eq > 0 ? a.slice(0, eq) : a;
      let value = name === a ? void 0 : a.slice(eq + 1);
      if (t.numberOption && /^-\d+$/.test(a)) continue;
      if (t.flags.has(name)) continue;
      if (!t.values.has(name) && !t.values.has(a.slice(0, 2)))
        return unreadable(`${word}'s option ${JSON.stringify(name.slice(0, 40))} is not one toolseal reads`);
      if (value === void 0 && !t.values.has(name)) value = a.slice(2);
      if (value === void 0) value = words2[++i];
      if (value === void 0) return unreadable(`${word}'s option ${name} has no value`);
      if (word === "env" && (name === "-S" || name === "--split-string" || a.startsWith("-S"))) {
        if (/[$\\`]/.test(value)) return unreadable("env -S holds an expansion or an escape, which is not read");
        let split;
        try {
          split = commandWords(value, "env -S");
        } catch {
          return unreadable("env -S has an unclosed quote");
        }
        words2.splice(i + 1, 0, ...split);
      }
      continue;
    }
    if (t.assignments && /^[A-Za-z_][A-Za-z0-9_]*=/.test(a)) continue;
    if (operands > 0) {
      operands--;
      continue;
    }
    return rest(words2, i);
  }
  return { kind: "unreadable", why: `${word} names no command`, words: [] };
}
function rest(words2, at) {
  return at < words2.length ? { kind: "command", command: words2[at], args: words2.slice(at + 1) } : { kind: "unreadable", why: "no command follows", words: [] };
}
function unwrapShell(word, args) {
  let command = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === "--" || a === "-") return command && i + 1 < args.length ? shellLine(args[i + 1], args) : void 0;
    if (SHELL_VALUE_OPTIONS.has(a)) {
      i++;
      continue;
    }
    if (/^--[a-z-]+$/.test(a)) continue;
    if (/^[-+][A-Za-z]+$/.test(a)) {
      if (a.startsWith("-") && a.includes("c")) command = true;
      continue;
    }
    return command ? shellLine(a, args) : void 0;
  }
  return command ? { kind: "unreadable", why: `${word} -c names no command line`, words: [] } : void 0;
}
function shellLine(line, args) {
  const read = shellCommands(line);
  return "unreadable" in read ? { kind: "unreadable", why: read.unreadable, words: args } : { kind: "shell", commands: read.commands };
}
function unwrapCmd(args) {
  let i = 0;
  while (i < args.length && /^\/[dDqQsSaAuU]$/.test(args[i])) i++;
  if (!/^\/[cCkK]$/.test(args[i] ?? "")) return void 0;
  const line = args.slice(i + 1).join(" ");
  if (/[\^<>()!]/.test(line)) return { kind: "unreadable", why: "the cmd /c line holds ^, <, >, ( or !, which are not read", words: args };
  const commands = [];
  for (const part of line.split(/&&|\|\||[&|]/)) {
    let words2;
    try {
      words2 = commandWords(part.replace(/'/g, "\uE000"), "cmd /c").map((w) => w.replace(/\uE000/g, "'"));
    } catch {
      return { kind: "unreadable", why: "the cmd /c line has an unclosed quote", words: args };
    }
    if (words2.length > 0) commands.push(words2.map((text) => ({ text, expands: text.includes("%") })));
  }
  return { kind: "shell", commands };
}
function unwrapPowershell(args) {
  const at = args.findIndex((a) => /^[-/](c|command)$/i.test(a));
  if (at < 0) return void 0;
  const line = args.slice(at + 1).join(" ");
  if (/[$;|&(){}@`<>]/.test(line.replace(/'[^']*'/g, "''")))
    return { kind: "unreadable", why: "the PowerShell command line holds syntax that is not read", words: args };
  let words2;
  try {
    words2 = commandWords(line, "pwsh -Command");
  } catch {
    return { kind: "unreadable", why: "the PowerShell command line has an unclosed quote", words: args };
  }
  return words2.length === 0 ? void 0 : { kind: "command", command: words2[0], args: words2.slice(1) };
}
function unwrapNode(args) {
  let i = 0;
  for (; i < args.length; i++) {
    const a = args[i];
    if (a === "--") {
      i++;
      break;
    }
    if (!a.startsWith("-")) break;
    if (/^(-e|-p|--eval|--print|-i|--interactive|--test|--run|--watch)$/.test(a)) return void 0;
    if (NODE_VALUE_OPTIONS.has(a)) i++;
  }
  const script = args[i];
  if (script === void 0) return void 0;
  const base = (script.split(/[\\/]/).pop() ?? script).toLowerCase();
  const as = (command) => ({ kind: "command", command, args: args.slice(i + 1) });
  if (/^npx(-cli)?(\.c?js)?$/.test(base)) return as("npx");
  if (/^npm(-cli)?(\.c?js)?$/.test(base)) return as("npm");
  if (/^pnpm(\.c?js)?$/.test(base)) return as("pnpm");
  if (/^(cli\.js|toolseal)$/.test(base) && args[i + 1] === "guard") return as("toolseal");
  return void 0;
}

// src/core/lock/volatile-pointers.ts
var MAX_VOLATILE_POINTERS = 256;
var MAX_POINTER_LENGTH = 2048;
var MAX_POINTER_TOKENS = 64;
var VOLATILE_FIELDS = /* @__PURE__ */ new Set(["description", "execution", "inputSchema", "outputSchema", "title"]);
function escapeToken(token) {
  return token.replace(/~/g, "~0").replace(/\//g, "~1");
}
function toolPointer(tool, tokens) {
  return ["", "tools", tool, ...tokens.map(String)].map(escapeToken).join("/");
}
function readVolatilePointer(pointer) {
  if (typeof pointer !== "string") return "not a string";
  if (pointer.length > MAX_POINTER_LENGTH) return `longer than ${MAX_POINTER_LENGTH} characters`;
  if (hasHiddenCharacters(pointer)) return "holds a control, invisible or direction-changing character";
  if (!pointer.startsWith("/tools/")) return "does not start with /tools/ (a pointer is rooted at the tool by name: /tools/NAME/FIELD/...)";
  const raw = pointer.split("/").slice(1);
  if (raw.length > MAX_POINTER_TOKENS) return `deeper than ${MAX_POINTER_TOKENS} tokens`;
  const tokens = [];
  for (const t of raw) {
    if (/~(?![01])/.test(t)) return `a "~" not followed by 0 or 1 in ${JSON.stringify(t)} (RFC 6901: ~0 is "~", ~1 is "/")`;
    tokens.push(t.replace(/~1/g, "/").replace(/~0/g, "~"));
  }
  const [, tool, field, ...rest2] = tokens;
  if (field === void 0) return "names a whole tool (its name is always pinned): point into a field, /tools/NAME/FIELD/...";
  if (field === "name") return "a tool's name is always pinned, never volatile";
  if (field === "annotations") return "a tool's annotations are always pinned, never volatile";
  if (!VOLATILE_FIELDS.has(field)) return `${JSON.stringify(field)} is not a field of a tool's surface`;
  return { pointer, tool, tokens: [field, ...rest2] };
}
function readVolatilePointers(list, options = {}) {
  if (!Array.isArray(list)) return "not an array of JSON Pointers";
  if (list.length > MAX_VOLATILE_POINTERS) return `${list.length} pointers, more than ${MAX_VOLATILE_POINTERS}`;
  const out = [];
  for (const p of list) {
    const read = readVolatilePointer(p);
    if (typeof read === "string") return `${JSON.stringify(String(p).slice(0, 80))}: ${read}`;
    out.push(read);
  }
  const sorted = [...list].sort();
  if (options.sorted && sorted.some((p, i) => p !== list[i])) return "not sorted";
  const set2 = /* @__PURE__ */ new Set();
  for (const p of sorted) {
    if (set2.has(p)) return `${JSON.stringify(p)} is given twice`;
    set2.add(p);
  }
  for (const p of sorted) {
    const outer = outerPointer(p, set2);
    if (outer !== void 0) return `${JSON.stringify(p)} is inside ${JSON.stringify(outer)}, which covers it`;
  }
  return out;
}
function outerPointer(p, set2) {
  for (let i = p.lastIndexOf("/"); i > 0; i = p.lastIndexOf("/", i - 1)) if (set2.has(p.slice(0, i))) return p.slice(0, i);
  return void 0;
}

export {
  CLIENT_CAPABILITY_NAMES,
  ALL_CLIENT_PROFILES,
  parseClientCapabilities,
  isClientCapabilityList,
  profileText,
  sameProfile,
  nearestProfile,
  LOCKFILE_VERSION,
  DEFAULT_LOCK_FILE,
  emptyLock,
  isServerPin,
  entryMembers,
  lockEntryOf,
  serverPinOf,
  entryOfPin,
  serverPinOfEntry,
  lockedServerOf,
  pinnedToolNames,
  pinnedNonTool,
  entryForProfile,
  pinnedProfiles,
  withProfilePin,
  withPackagePin,
  withServer,
  withLfLineEnds,
  lockIfWrittenFor,
  lockTextOf,
  serializeLockBytes,
  lockBytePieces,
  isLockText,
  stableJson,
  samePackagePin,
  assertPackagePin,
  commandWords,
  optionWords,
  readNpmArgs,
  unwrapCommand,
  MAX_VOLATILE_POINTERS,
  toolPointer,
  readVolatilePointer,
  readVolatilePointers,
  outerPointer
};
