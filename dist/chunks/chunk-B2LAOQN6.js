#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// src/core/package-pin.ts
var MAX_SPEC_LENGTH = 512;
var SHA256 = /^sha256:[0-9a-f]{64}$/;
function pinOfReference(p) {
  if (p.unpinned !== void 0 || p.ecosystem !== "oci" || p.digest === void 0) return void 0;
  return { ecosystem: "oci", name: p.name, version: p.version ?? p.digest, integrity: p.digest };
}
function samePackagePin(a, b) {
  if (a === void 0 || b === void 0) return a === b;
  return a.ecosystem === b.ecosystem && a.name === b.name && a.version === b.version && a.integrity === b.integrity;
}
function assertPackagePin(v, bad) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) bad("package is not an object");
  const p = v;
  for (const k of Object.keys(p))
    if (!["ecosystem", "name", "version", "integrity"].includes(k)) bad(`package has an unknown member ${JSON.stringify(k)}`);
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

// src/core/package-launch-docker.ts
var DOCKER_VALUE_OPTIONS = /* @__PURE__ */ new Set([
  "-a",
  "--attach",
  "--add-host",
  "--annotation",
  "--blkio-weight",
  "--cap-add",
  "--cap-drop",
  "--cgroup-parent",
  "--cgroupns",
  "--cidfile",
  "--cpu-period",
  "--cpu-quota",
  "--cpu-shares",
  "-c",
  "--cpus",
  "--cpuset-cpus",
  "--cpuset-mems",
  "--device",
  "--device-cgroup-rule",
  "--dns",
  "--dns-option",
  "--dns-search",
  "--domainname",
  "--entrypoint",
  "-e",
  "--env",
  "--env-file",
  "--expose",
  "--gpus",
  "--group-add",
  "--health-cmd",
  "--health-interval",
  "--health-retries",
  "--health-start-period",
  "--health-timeout",
  "-h",
  "--hostname",
  "--ip",
  "--ip6",
  "--ipc",
  "--isolation",
  "-l",
  "--label",
  "--label-file",
  "--link",
  "--log-driver",
  "--log-opt",
  "--mac-address",
  "-m",
  "--memory",
  "--memory-reservation",
  "--memory-swap",
  "--memory-swappiness",
  "--mount",
  "--name",
  "--network",
  "--net",
  "--network-alias",
  "--pid",
  "--pids-limit",
  "--platform",
  "-p",
  "--publish",
  "--pull",
  "--restart",
  "--runtime",
  "--security-opt",
  "--shm-size",
  "--stop-signal",
  "--stop-timeout",
  "--storage-opt",
  "--sysctl",
  "--tmpfs",
  "-u",
  "--user",
  "--ulimit",
  "--userns",
  "--uts",
  "-v",
  "--volume",
  "--volume-driver",
  "--volumes-from",
  "-w",
  "--workdir",
  "--detach-keys",
  "--kernel-memory",
  "--oom-score-adj",
  "--cpu-rt-period",
  "--cpu-rt-runtime"
]);
var DOCKER_FLAGS = /* @__PURE__ */ new Set([
  "-i",
  "--interactive",
  "-t",
  "--tty",
  "--rm",
  "-d",
  "--detach",
  "--init",
  "--privileged",
  "--read-only",
  "-P",
  "--publish-all",
  "--no-healthcheck",
  "--oom-kill-disable",
  "--sig-proxy",
  "-q",
  "--quiet",
  "--disable-content-trust"
]);
function dockerLaunch(args) {
  const base = { launcher: "docker run", ecosystem: "oci" };
  let image;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === "--") {
      image = args[i + 1];
      break;
    }
    if (!a.startsWith("-") || a === "-") {
      image = a;
      break;
    }
    const name = a.includes("=") ? a.slice(0, a.indexOf("=")) : a;
    if (a.includes("=") && (DOCKER_VALUE_OPTIONS.has(name) || DOCKER_FLAGS.has(name))) continue;
    if (DOCKER_VALUE_OPTIONS.has(a)) {
      i++;
      continue;
    }
    if (DOCKER_FLAGS.has(a)) continue;
    if (/^-[A-Za-z]{2,}$/.test(a) && [...a.slice(1)].every((c) => DOCKER_FLAGS.has(`-${c}`))) continue;
    if (/^-[A-Za-z]./.test(a) && DOCKER_VALUE_OPTIONS.has(a.slice(0, 2))) continue;
    return {
      ...base,
      name: "",
      unpinned: `the docker run option ${JSON.stringify(a.slice(0, 40))} is not known, so the image cannot be told from its value`
    };
  }
  if (image === void 0 || image === "") return { ...base, name: "", unpinned: "no image is named" };
  return imageReference(image);
}
function imageReference(ref) {
  const base = { launcher: "docker run", ecosystem: "oci" };
  if (ref.length > MAX_SPEC_LENGTH) return { ...base, name: "", unpinned: "the image reference is too long to read" };
  const atDigest = ref.indexOf("@");
  const digest = atDigest < 0 ? void 0 : ref.slice(atDigest + 1);
  const named = atDigest < 0 ? ref : ref.slice(0, atDigest);
  const slash = named.lastIndexOf("/");
  const colon = named.lastIndexOf(":");
  const tag = colon > slash ? named.slice(colon + 1) : void 0;
  const name = colon > slash ? named.slice(0, colon) : named;
  if (!/^[a-z0-9][a-z0-9._:/-]*$/.test(name) || tag !== void 0 && !/^[\w][\w.-]{0,127}$/.test(tag)) {
    return { ...base, name: "", unpinned: "the image reference cannot be read" };
  }
  const withTag = { ...base, name, ...tag === void 0 ? {} : { requested: tag, version: tag } };
  if (digest === void 0)
    return {
      ...withTag,
      unpinned: tag === void 0 ? "no tag and no digest, so latest is pulled" : "an image tag without a digest (@sha256:\u2026) can be moved"
    };
  if (!SHA256.test(digest)) return { ...withTag, unpinned: "the digest is not sha256:<64 hex>" };
  return { ...withTag, digest };
}

// src/core/package-launch-npm-pypi.ts
var SEMVER_EXACT = /^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
var NPM_NAME = /^(?:@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*$/i;
var PYPI_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/;
var NPM_VALUE_OPTIONS = /* @__PURE__ */ new Set([
  "-p",
  "--package",
  "-c",
  "--call",
  "--registry",
  "--cache",
  "--userconfig",
  "--prefix",
  "-w",
  "--workspace",
  "--node-options",
  "--shell"
]);
var PNPM_VALUE_OPTIONS = /* @__PURE__ */ new Set(["--package", "--allow-build", "--dir", "-C", "--registry", "--config", "--reporter"]);
var BUNX_VALUE_OPTIONS = /* @__PURE__ */ new Set(["-p", "--package", "--registry", "--cwd"]);
var UV_VALUE_OPTIONS = /* @__PURE__ */ new Set([
  "--from",
  "--with",
  "--with-editable",
  "--with-requirements",
  "-p",
  "--python",
  "--index",
  "--index-url",
  "-i",
  "--default-index",
  "--extra-index-url",
  "--find-links",
  "-f",
  "--constraints",
  "-c",
  "--overrides",
  "--build-constraints",
  "-b",
  "--directory",
  "--project",
  "--config-file",
  "--cache-dir",
  "--python-platform",
  "--env-file",
  "--exclude-newer",
  "--index-strategy",
  "--keyring-provider",
  "--resolution",
  "--prerelease",
  "--link-mode",
  "--color",
  "--allow-insecure-host"
]);
var PIPX_VALUE_OPTIONS = /* @__PURE__ */ new Set(["--spec", "--python", "--pip-args", "--index-url", "-i", "--fetch-missing-python", "--backend"]);
function readOptions(args, valueOptions) {
  const values = /* @__PURE__ */ new Map();
  const put = (k, v) => values.set(k, [...values.get(k) ?? [], v]);
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === "--") return { values, first: args[i + 1] };
    if (!a.startsWith("-") || a === "-") return { values, first: a };
    const eq = a.indexOf("=");
    if (a.startsWith("--") && eq > 0) {
      put(a.slice(0, eq), a.slice(eq + 1));
      continue;
    }
    if (valueOptions.has(a)) {
      if (i + 1 < args.length) put(a, args[i + 1]);
      i++;
      continue;
    }
    put(a, "");
  }
  return { values, first: void 0 };
}
function npmLaunch(launcher, args, valueOptions) {
  const read = readOptions(args, valueOptions);
  const packages = [...read.values.get("--package") ?? [], ...read.values.get("-p") ?? []];
  const registry = read.values.get("--registry")?.at(-1);
  const spec = packages.length > 0 ? packages[0] : read.first;
  if (spec === void 0) return void 0;
  const launched = npmSpec(launcher, spec);
  if (launched === void 0) return void 0;
  if (registry) launched.registry = registry;
  if (packages.length > 1 && launched.unpinned === void 0)
    launched.unpinned = `${packages.length} packages are given (--package); only the first is pinned`;
  return launched;
}
function npmSpec(launcher, spec) {
  if (/^(\.{1,2}([\\/]|$)|[\\/]|~[\\/]|[A-Za-z]:[\\/]|file:)/.test(spec)) return void 0;
  const base = { launcher, ecosystem: "npm" };
  if (spec.length > MAX_SPEC_LENGTH) return { ...base, name: "", unpinned: "the package spec is too long to read" };
  if (/^(git\+|git:|github:|gitlab:|bitbucket:|gist:|https?:)/.test(spec) || /^[^@/]+\/[^@/]+(#.*)?$/.test(spec)) {
    return { ...base, name: spec, unpinned: "a git or URL spec, not a registry version" };
  }
  const at = spec.indexOf("@", 1);
  const name = at < 0 ? spec : spec.slice(0, at);
  const requested = at < 0 ? void 0 : spec.slice(at + 1);
  if (!NPM_NAME.test(name)) return { ...base, name: "", unpinned: "the package name cannot be read" };
  if (requested === void 0 || requested === "") return { ...base, name, unpinned: "no version is given, so the newest is fetched" };
  if (SEMVER_EXACT.test(requested)) return { ...base, name, requested, version: requested.replace(/^v/, "") };
  return {
    ...base,
    name,
    requested,
    unpinned: requested === "latest" ? "@latest is whatever is newest" : `${JSON.stringify(requested)} is a range or tag, not one version`
  };
}
function uvLaunch(args) {
  const read = readOptions(args, UV_VALUE_OPTIONS);
  const spec = read.values.get("--from")?.[0] ?? read.first;
  if (spec === void 0) return void 0;
  const index = read.values.get("--index-url")?.at(-1) ?? read.values.get("-i")?.at(-1) ?? read.values.get("--default-index")?.at(-1);
  return pypiSpec("uvx", spec, index);
}
function pipxLaunch(args) {
  const read = readOptions(args, PIPX_VALUE_OPTIONS);
  const spec = read.values.get("--spec")?.[0] ?? read.first;
  if (spec === void 0) return void 0;
  return pypiSpec("pipx run", spec, read.values.get("--index-url")?.at(-1) ?? read.values.get("-i")?.at(-1));
}
function pypiSpec(launcher, spec, registry) {
  if (/^(\.{1,2}([\\/]|$)|[\\/]|~[\\/]|[A-Za-z]:[\\/]|file:)/.test(spec)) return void 0;
  const base = { launcher, ecosystem: "pypi", ...registry ? { registry } : {} };
  if (spec.length > MAX_SPEC_LENGTH) return { ...base, name: "", unpinned: "the package spec is too long to read" };
  if (/^(git\+|https?:)/.test(spec) || spec.includes(" @ "))
    return { ...base, name: spec, unpinned: "a git or URL spec, not a registry version" };
  const m = /^([A-Za-z0-9][A-Za-z0-9._-]*)(\[[A-Za-z0-9._,\s-]*\])?\s*(.*)$/.exec(spec);
  if (!m || !PYPI_NAME.test(m[1])) return { ...base, name: "", unpinned: "the package name cannot be read" };
  const name = m[1];
  const rest = m[3].trim();
  if (rest === "") return { ...base, name, unpinned: "no version is given, so the newest is fetched" };
  const exact = /^(?:==|@)\s*([0-9A-Za-z.+!_-]+)$/.exec(rest);
  if (exact && exact[1] !== "latest" && !exact[1].includes("*")) return { ...base, name, requested: rest, version: exact[1] };
  return {
    ...base,
    name,
    requested: rest,
    unpinned: rest === "@latest" ? "@latest is whatever is newest" : `${JSON.stringify(rest)} is a range, not one version`
  };
}

// src/core/package-launch.ts
function launchedPackageOf(command, args) {
  const word = commandWord(command);
  const guarded = guardedServerOf(word, args);
  if (guarded) return guarded.command === "" ? void 0 : launchedPackageOf(guarded.command, guarded.args);
  if (word === "npx" || word === "pnpx") return npmLaunch("npx", args, NPM_VALUE_OPTIONS);
  if (word === "bunx") return npmLaunch("bunx", args, BUNX_VALUE_OPTIONS);
  if (word === "bun" && args[0] === "x") return npmLaunch("bunx", args.slice(1), BUNX_VALUE_OPTIONS);
  if (word === "pnpm") {
    const at = subcommandAt(args, "dlx", PNPM_VALUE_OPTIONS);
    return at === void 0 ? void 0 : npmLaunch("pnpm dlx", args.slice(at + 1), PNPM_VALUE_OPTIONS);
  }
  if (word === "uvx") return uvLaunch(args);
  if (word === "uv" && args[0] === "tool" && args[1] === "run") return uvLaunch(args.slice(2));
  if (word === "pipx") {
    const at = subcommandAt(args, "run", PIPX_VALUE_OPTIONS);
    return at === void 0 ? void 0 : pipxLaunch(args.slice(at + 1));
  }
  if (word === "docker" || word === "podman") {
    const at = subcommandAt(args, "run", /* @__PURE__ */ new Set(["-H", "--host", "--context", "-c", "--config", "-l", "--log-level"]));
    if (at !== void 0) return dockerLaunch(args.slice(at + 1));
    const c = subcommandAt(args, "container", /* @__PURE__ */ new Set(["-H", "--host", "--context", "-c", "--config", "-l", "--log-level"]));
    return c !== void 0 && args[c + 1] === "run" ? dockerLaunch(args.slice(c + 2)) : void 0;
  }
  return void 0;
}
function guardedServerOf(word, args) {
  const g = args.indexOf("guard");
  const d = args.indexOf("--");
  if (g < 0 || d < g) return void 0;
  const before = args.slice(0, g);
  const runsToolseal = word === "toolseal" && before.length === 0 || word === "node" && before.length === 1 && /(^|[\\/])(cli\.js|toolseal)$/.test(before[0]) || (word === "npx" || word === "bunx" || word === "pnpx") && before.filter((a) => !a.startsWith("-")).length === 1 && /^toolseal(@|$)/.test(before.find((a) => !a.startsWith("-")));
  if (!runsToolseal) return void 0;
  return { command: args[d + 1] ?? "", args: args.slice(d + 2) };
}
function commandWord(command) {
  const base = command.split(/[\\/]/).pop() ?? command;
  return base.replace(/\.(cmd|exe|bat|ps1)$/i, "").toLowerCase();
}
function subcommandAt(args, sub, valueOptions) {
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === "--") return args[i + 1] === sub ? i + 1 : void 0;
    if (a.startsWith("-")) {
      if (!a.includes("=") && valueOptions.has(a)) i++;
      continue;
    }
    return a === sub ? i : void 0;
  }
  return void 0;
}

export {
  pinOfReference,
  samePackagePin,
  assertPackagePin,
  launchedPackageOf
};
