#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  commandWords,
  shellCommands
} from "./chunk-67AH6TGB.js";

// src/core/origin/package-pin.ts
var MAX_PINNED_DEPENDENCIES = 256;
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
var SEMVER_EXACT = /^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
var NPM_NAME = /^(?:@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*$/i;
var PYPI_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/;
var BUNX_VALUE_OPTIONS = /* @__PURE__ */ new Set(["-p", "--package", "--registry", "--cwd"]);
function unreadableLaunch(launcher, ecosystem, why) {
  return { launcher, ecosystem, name: "", unpinned: why, unreadable: true };
}
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
function npmLaunchOf(launcher, read, firstIsSpec = true) {
  const args = read.words;
  if (read.unreadable !== void 0) return unreadableLaunch(launcher, "npm", read.unreadable);
  if (read.call !== void 0 && read.packages.length === 0)
    return unreadableLaunch(launcher, "npm", "a --call command line names no --package: what it runs is not read");
  const spec = read.packages.length > 0 ? read.packages[0] : firstIsSpec && read.first !== void 0 ? args[read.first] : void 0;
  if (spec === void 0) return void 0;
  const launched = npmSpec(launcher, spec);
  if (launched === void 0) return void 0;
  if (read.registry) launched.registry = read.registry;
  if (read.packages.length > 1 && launched.unpinned === void 0)
    launched.unpinned = `${read.packages.length} packages are given (--package); only the first is pinned`;
  return launched;
}
function tableLaunch(launcher, args, table) {
  const read = readTable(args, table.values, table.flags);
  if (read.unreadable !== void 0) return unreadableLaunch(launcher, "npm", read.unreadable);
  const packages = [...read.values.get("--package") ?? [], ...launcher === "bunx" ? read.values.get("-p") ?? [] : []];
  const shellMode = read.values.has("--shell-mode") || read.values.has("-c");
  if (shellMode && packages.length === 0)
    return unreadableLaunch(launcher, "npm", "a --shell-mode command names no --package: what it runs is not read");
  return npmLaunchOf(launcher, { words: args, packages, registry: read.values.get("--registry")?.at(-1), first: read.firstAt });
}
var PNPM_TABLE = { values: PNPM_VALUE_OPTIONS, flags: PNPM_FLAGS };
function readTable(args, valueOptions, flags) {
  const values = /* @__PURE__ */ new Map();
  const put = (k, v) => values.set(k, [...values.get(k) ?? [], v]);
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === "--") return { values, first: args[i + 1], firstAt: i + 1 < args.length ? i + 1 : void 0 };
    if (!a.startsWith("-") || a === "-") return { values, first: a, firstAt: i };
    const eq = a.indexOf("=");
    const name = a.startsWith("--") && eq > 0 ? a.slice(0, eq) : a;
    if (name !== a) {
      if (flags !== void 0 && !valueOptions.has(name) && !flags.has(name))
        return { values, unreadable: `the option ${JSON.stringify(name.slice(0, 40))} is not one the launcher defines` };
      put(name, a.slice(eq + 1));
    } else if (valueOptions.has(a)) {
      if (i + 1 < args.length) put(a, args[i + 1]);
      i++;
    } else if (flags === void 0 || flags.has(a)) {
      put(a, "");
    } else if (/^-[A-Za-z]{2,}$/.test(a) && [...a.slice(1)].every((c) => flags.has(`-${c}`))) {
      for (const c of a.slice(1)) put(`-${c}`, "");
    } else if (/^-[A-Za-z]./.test(a) && valueOptions.has(a.slice(0, 2))) {
      put(a.slice(0, 2), a.slice(2).replace(/^=/, ""));
    } else {
      return { values, unreadable: `the option ${JSON.stringify(a.slice(0, 40))} is not one the launcher defines` };
    }
  }
  return { values };
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
  const read = readTable(args, UV_VALUE_OPTIONS, UV_FLAGS);
  if (read.unreadable !== void 0) return unreadableLaunch("uvx", "pypi", read.unreadable);
  if (read.values.has("--with-requirements"))
    return unreadableLaunch("uvx", "pypi", "the packages of --with-requirements are in a file toolseal does not read");
  const spec = read.values.get("--from")?.[0] ?? read.first;
  if (spec === void 0) return void 0;
  const index = read.values.get("--index-url")?.at(-1) ?? read.values.get("-i")?.at(-1) ?? read.values.get("--default-index")?.at(-1);
  const extras = [...read.values.get("--with") ?? [], ...read.values.get("-w") ?? []].flatMap((v) => v.split(","));
  return withExtras(pypiSpec("uvx", spec, index), extras, "--with");
}
function pipxLaunch(args) {
  const read = readTable(args, PIPX_VALUE_OPTIONS, PIPX_FLAGS);
  if (read.unreadable !== void 0) return unreadableLaunch("pipx run", "pypi", read.unreadable);
  const spec = read.values.get("--spec")?.[0] ?? read.first;
  if (spec === void 0) return void 0;
  const launched = pypiSpec("pipx run", spec, read.values.get("--index-url")?.at(-1) ?? read.values.get("-i")?.at(-1));
  const extras = [...read.values.get("--preinstall") ?? []];
  for (const line of read.values.get("--pip-args") ?? []) {
    let pipWords;
    try {
      pipWords = commandWords(line, "--pip-args");
    } catch {
      return unreadableLaunch("pipx run", "pypi", "its --pip-args has an unclosed quote");
    }
    for (let i = 0; i < pipWords.length; i++) {
      const w = pipWords[i];
      const name = w.startsWith("--") && w.includes("=") ? w.slice(0, w.indexOf("=")) : w;
      if (PIP_FILE_OPTIONS.has(name) || PIP_FILE_OPTIONS.has(w.slice(0, 2)))
        return unreadableLaunch(
          "pipx run",
          "pypi",
          `--pip-args ${JSON.stringify(name)} installs packages from a file toolseal does not read`
        );
      if (!w.startsWith("-")) extras.push(w);
      else if (PIP_VALUE_OPTIONS.has(name)) i += name === w ? 1 : 0;
      else if (!PIP_FLAGS.has(name))
        return unreadableLaunch(
          "pipx run",
          "pypi",
          `--pip-args holds ${JSON.stringify(name.slice(0, 40))}, an option pip's table does not hold`
        );
    }
  }
  return withExtras(launched, extras, "--pip-args or --preinstall");
}
function withExtras(launched, extras, option) {
  if (launched === void 0 || launched.unpinned !== void 0) return launched;
  for (const extra of extras) {
    const p = pypiSpec(launched.launcher, extra.trim(), void 0);
    if (p === void 0 || p.unpinned !== void 0) {
      const shown = JSON.stringify(extra.slice(0, 80));
      return { ...launched, unpinned: `the package ${shown} (${option}), installed beside it, is not one exact version` };
    }
  }
  return launched;
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
  const rest2 = m[3].trim();
  if (rest2 === "") return { ...base, name, unpinned: "no version is given, so the newest is fetched" };
  const exact = /^(?:==|@)\s*([0-9A-Za-z.+!_-]+)$/.exec(rest2);
  if (exact && exact[1] !== "latest" && !exact[1].includes("*")) return { ...base, name, requested: rest2, version: exact[1] };
  return {
    ...base,
    name,
    requested: rest2,
    unpinned: rest2 === "@latest" ? "@latest is whatever is newest" : `${JSON.stringify(rest2)} is a range, not one version`
  };
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

export {
  PIPX_VALUE_OPTIONS,
  PIPX_FLAGS,
  DOCKER_RUN_VALUE_OPTIONS,
  DOCKER_RUN_FLAGS,
  DOCKER_GLOBAL_VALUE_OPTIONS,
  DOCKER_GLOBAL_FLAGS,
  MAX_PINNED_DEPENDENCIES,
  MAX_SPEC_LENGTH,
  SHA256,
  pinOfReference,
  samePackagePin,
  assertPackagePin,
  BUNX_VALUE_OPTIONS,
  unreadableLaunch,
  readNpmArgs,
  npmLaunchOf,
  tableLaunch,
  PNPM_TABLE,
  readTable,
  uvLaunch,
  pipxLaunch,
  unwrapCommand
};
