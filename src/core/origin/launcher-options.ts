// The option tables of the launchers toolseal reads (npm/npx, pnpm dlx, uv tool run, pipx run, docker and
// podman run): which options take a value (the next word) and which are flags, each taken from the tool's
// own source or reference, so an option's value is never read as the package (npx reads `npx --heading pkg`
// as a heading). An option a table does not hold makes the command line unreadable (UNREADABLE_LAUNCHER),
// never a guess. Pure data.

const words = (s: string): ReadonlySet<string> => new Set(s.split(' ').filter((w) => w !== ''));

/**
 * npm's configuration keys (`@npmcli/config/lib/definitions`, npm 11.19.1): a key whose type is or holds
 * `Boolean` is a flag, any other takes a value. Refresh from an installed npm with
 * `node -e 'const {definitions}=require("<npm>/node_modules/@npmcli/config/lib/definitions");…'`, splitting
 * the keys by that rule (test/core/launcher-options.test.ts compares these with the npm on the machine).
 */
export const NPM_FLAG_KEYS = words(
  'all allow-same-version allow-scripts-pending allow-scripts-pin audit bin-links browser bypass-2fa ' +
    'color commit-hooks dangerously-allow-all-scripts description dev diff-ignore-all-space ' +
    'diff-name-only diff-no-prefix diff-text dry-run engine-strict expect-results force ' +
    'foreground-scripts format-package-lock fund git-tag-version global global-style if-present ' +
    'ignore-scripts include-attestations include-staged include-workspace-root init-private install-links ' +
    'json legacy-bundling legacy-peer-deps link long offline omit-lockfile-registry-resolved optional ' +
    'package-lock package-lock-only packages-all parseable prefer-dedupe prefer-offline prefer-online ' +
    'production progress provenance read-only rebuild-bundle save save-bundle save-dev save-exact ' +
    'save-optional save-peer save-prod shrinkwrap sign-git-commit sign-git-tag strict-allow-scripts ' +
    'strict-peer-deps strict-ssl timing unicode update-notifier usage version versions workspaces ' +
    'workspaces-update yes',
);
export const NPM_VALUE_KEYS = words(
  '_auth access allow-directory allow-file allow-git allow-remote allow-scripts also audit-level ' +
    'auth-type before ca cache cache-max cache-min cafile call cert cidr cpu depth diff diff-dst-prefix ' +
    'diff-src-prefix diff-unified editor expect-result-count expires fetch-retries fetch-retry-factor ' +
    'fetch-retry-maxtimeout fetch-retry-mintimeout fetch-timeout git globalconfig heading https-proxy ' +
    'include init-author-email init-author-name init-author-url init-license init-module init-type ' +
    'init-version init.author.email init.author.name init.author.url init.license init.module ' +
    'init.version install-strategy key libc local-address location lockfile-version loglevel logs-dir ' +
    'logs-max maxsockets message min-release-age min-release-age-exclude name node-gyp node-options ' +
    'noproxy omit only orgs orgs-permission os otp pack-destination package packages ' +
    'packages-and-scopes-permission password prefix preid provenance-file proxy registry ' +
    'replace-registry-host save-prefix sbom-format sbom-type scope scopes script-shell searchexclude ' +
    'searchlimit searchopts searchstaleness shell tag tag-version-prefix token-description umask ' +
    'user-agent userconfig viewer which workspace',
);
/** npm's shorthands (the same definitions' `shorthands`): `-d` is `--loglevel info`, `-y` is `--yes`. */
export const NPM_SHORTHANDS: ReadonlyMap<string, readonly string[]> = new Map(
  (
    '?=--usage,B=--save-bundle,C=--prefix,D=--save-dev,E=--save-exact,H=--usage,L=--location,O=--save-optional,' +
    'P=--save-prod,S=--save,a=--all,c=--call,d=--loglevel info,dd=--loglevel verbose,ddd=--loglevel silly,' +
    'desc=--description,enjoy-by=--before,f=--force,g=--global,h=--usage,help=--usage,iwr=--include-workspace-root,' +
    'l=--long,local=--no-global,m=--message,n=--no-yes,no=--no-yes,p=--parseable,porcelain=--parseable,' +
    'q=--loglevel warn,quiet=--loglevel warn,readonly=--read-only,reg=--registry,s=--loglevel silent,' +
    'silent=--loglevel silent,v=--version,verbose=--loglevel verbose,w=--workspace,ws=--workspaces,y=--yes'
  )
    .split(',')
    .map((e) => [e.slice(0, e.indexOf('=')), e.slice(e.indexOf('=') + 1).split(' ')] as const),
);
/**
 * What npx (npm's `bin/npx-cli.js`) reads before npm does: `-p` is `--package` (not npm's `--parseable`),
 * `--shell` is `--script-shell`; these take a value even when the next word starts with `-`; and these
 * are flags npm does not define.
 */
export const NPX_VALUE_KEYS = words('package p cache userconfig call c shell');
export const NPX_FLAG_KEYS = words('no-install quiet q version v help h');
/** Options npx-cli.js removed (npm 7+): a command line that uses one is not read. */
export const NPX_REMOVED_KEYS = words('always-spawn ignore-existing shell-auto-fallback npm node-arg n');

/**
 * `pnpm dlx` (pnpm's `exec/plugin-commands-script-runners/src/dlx.ts`: `--package`, `--allow-build`,
 * `--cpu`/`--os`/`--libc`, `-c`/`--shell-mode`) and pnpm's universal and output options
 * (`@pnpm/common-cli-options-help`), with the registry and folder settings a config commonly gives.
 */
export const PNPM_VALUE_OPTIONS = words(
  '--package --allow-build --cpu --os --libc --dir -C --filter -F --reporter --loglevel --registry --store-dir ' +
    '--cache-dir --config-dir --virtual-store-dir --workspace-concurrency',
);
export const PNPM_FLAGS = words(
  '--shell-mode -c --silent -s --recursive -r --workspace-root -w --stream --aggregate-output --use-stderr ' +
    '--color --no-color --help -h --reporter-hide-prefix --prefer-offline --offline',
);

/**
 * `uv tool run` / `uvx` (uv's CLI reference, docs/reference/cli.md of astral-sh/uv at 094c198, December
 * 2025: an option is a value option when its entry names a value). Refresh from `uvx --help`.
 */
export const UV_VALUE_OPTIONS = words(
  '--allow-insecure-host --trusted-host --build-constraints --build-constraint -b --cache-dir --color ' +
    '--config-file --config-setting --config-settings -C --config-settings-package --constraints --constraint -c ' +
    '--default-index --directory --env-file --exclude-newer --exclude-newer-package --extra-index-url --find-links ' +
    '-f --fork-strategy --from --index --index-strategy --index-url -i --keyring-provider --link-mode ' +
    '--no-binary-package --no-build-isolation-package --no-build-package --overrides --override --prerelease ' +
    '--project --python -p --python-platform --refresh-package --reinstall-package --resolution ' +
    '--upgrade-package -P --with -w --with-editable --with-requirements',
);
export const UV_FLAGS = words(
  '--compile-bytecode --compile --help -h --isolated --managed-python --native-tls --no-binary --no-build ' +
    '--no-build-isolation --no-cache --no-cache-dir -n --no-config --no-env-file --no-index --no-managed-python ' +
    '--no-progress --no-python-downloads --no-sources --offline --quiet -q --refresh --reinstall ' +
    '--force-reinstall --upgrade -U --verbose -v',
);

/**
 * `pipx run` (pipx's `src/pipx/main.py`, `_add_run` with its shared, python and pip/venv options) and the
 * pipx options before `run`. `--preinstall PKG` installs another package beside the app.
 */
export const PIPX_VALUE_OPTIONS = words('--spec --python --index-url -i --pip-args --backend --preinstall --fetch-python');
export const PIPX_FLAGS = words(
  '--no-cache --pypackages --path --verbose -v --quiet -q --system-site-packages --editable -e ' +
    '--fetch-missing-python --help -h --global',
);
/** `pip install` (pip's reference) as `--pip-args` gives it: options that take a value, flags. */
export const PIP_VALUE_OPTIONS = words(
  '--index-url -i --extra-index-url --find-links -f --trusted-host --proxy --cert --client-cert --timeout ' +
    '--retries --cache-dir --platform --python-version --implementation --abi --progress-bar --log ' +
    '--exists-action --src --root --prefix --target -t --upgrade-strategy --global-option --config-settings ' +
    '--only-binary --no-binary --use-feature --use-deprecated --keyring-provider --report --root-user-action',
);
export const PIP_FLAGS = words(
  '--no-cache-dir --pre --upgrade -U --no-deps --quiet -q --verbose -v --isolated --no-index --prefer-binary ' +
    '--no-build-isolation --force-reinstall --ignore-installed -I --no-warn-script-location ' +
    '--disable-pip-version-check --no-color --require-hashes --no-compile --compile --user --no-input ' +
    '--ignore-requires-python --no-warn-conflicts --break-system-packages',
);
/** pip options that bring in packages from a file: the extra packages cannot be read. */
export const PIP_FILE_OPTIONS = words('-r --requirement -c --constraint -e --editable');

/**
 * `docker run` (docker/cli docs/reference/commandline/container_run.md, the generated options table:
 * an option of type `bool` is a flag, any other takes a value), with podman's common ones (`--net`).
 */
export const DOCKER_RUN_VALUE_OPTIONS = words(
  '--add-host --annotation -a --attach --blkio-weight --blkio-weight-device --cap-add --cap-drop ' +
    '--cgroup-parent --cgroupns --cidfile --cpu-count --cpu-percent --cpu-period --cpu-quota --cpu-rt-period ' +
    '--cpu-rt-runtime -c --cpu-shares --cpus --cpuset-cpus --cpuset-mems --detach-keys --device ' +
    '--device-cgroup-rule --device-read-bps --device-read-iops --device-write-bps --device-write-iops --dns ' +
    '--dns-option --dns-search --domainname --entrypoint -e --env --env-file --expose --gpus --group-add ' +
    '--health-cmd --health-interval --health-retries --health-start-interval --health-start-period ' +
    '--health-timeout -h --hostname --io-maxbandwidth --io-maxiops --ip --ip6 --ipc --isolation ' +
    '--kernel-memory -l --label --label-file --link --link-local-ip --log-driver --log-opt --mac-address -m ' +
    '--memory --memory-reservation --memory-swap --memory-swappiness --mount --name --network --net ' +
    '--network-alias --oom-score-adj --pid --pids-limit --platform -p --publish --pull --restart --runtime ' +
    '--security-opt --shm-size --stop-signal --stop-timeout --storage-opt --sysctl --tmpfs --ulimit -u --user ' +
    '--userns --uts -v --volume --volume-driver --volumes-from -w --workdir',
);
export const DOCKER_RUN_FLAGS = words(
  '-d --detach --disable-content-trust --help --init -i --interactive --no-healthcheck --oom-kill-disable ' +
    '--privileged -P --publish-all -q --quiet --read-only --rm --sig-proxy -t --tty --use-api-socket',
);
/** `docker`'s own options before the command (docs/reference/commandline/docker.md, "Options"). */
export const DOCKER_GLOBAL_VALUE_OPTIONS = words('--config -c --context -H --host -l --log-level --tlscacert --tlscert --tlskey');
export const DOCKER_GLOBAL_FLAGS = words('-D --debug --tls --tlsverify --help');
