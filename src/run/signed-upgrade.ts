// Signed upgrades (docs/verifying.md): the statements of a changed surface and of the revisions between it
// and the pin, found (bundle files, URLs, folders; GitHub's attestations), each verified exactly as `verify`
// verifies a bundle, under the publisher policy the lock entry recorded; then linked by core/check/upgrade-chain.ts.
import { countText } from '../core/text/count-text.js';
import { opendirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ToolsealError } from '../core/errors.js';
import type { IdentityPolicy } from '../core/statement/identity-policy.js';
import type { LockPublisher } from '../core/lock/lock-publisher.js';
import { entryForProfile, entryMembers, type LockEntry, type Lockfile } from '../core/lock/lock.js';
import type { Digest } from '../core/surface/surface.js';
import { MAX_UPGRADE_HOPS, linkUpgradeChain, type SignedRevision, type UpgradeOutcome } from '../core/check/upgrade-chain.js';
import type { LoadedTrustedRoot } from '../sigstore/trusted-root.js';
import { signerPolicyOf } from './verify-options.js';

/** The most bundles read for one run (every `--bundle` and folder together); past it, `INVALID_INPUT`. */
export const MAX_UPGRADE_BUNDLES = 256;
/** The most entries of a bundle folder looked at (files or not): a larger folder is refused, not listed whole. */
export const MAX_FOLDER_ENTRIES = 4096;
/** The most verified statements the guard keeps (by bundle digest), the oldest dropped first. */
export const MAX_CACHED_STATEMENTS = 256;

/** Where the statements of an upgrade are looked for, and how they are verified (`verify`'s options). */
export interface UpgradeSources {
  /** `--bundle`: files, https URLs, or folders of bundles (`*.json`, read in name order). */
  bundles: readonly string[];
  /** Look up GitHub's attestations of each digest of the chain (`--repo`, or a publisher recorded by `repo`). */
  attestations?: (digest: Digest) => Promise<Array<{ text: string; source: string }>>;
  /**
   * Look up the MCP registry's entry of the pin's recorded server name (`--registry URL`): the bundles of
   * the statement it names and the digest its fragment says they sign (run/registry.ts), within `signal`.
   */
  registry?: (
    serverName: string,
    signal: AbortSignal | undefined,
  ) => Promise<{ manifestDigest: Digest; source: string; bundles: Array<{ text: string; source: string }> }>;
  trustedRoot: LoadedTrustedRoot;
  cwd: string;
  /** The command's deadline: every fetch ends with it. */
  signal?: AbortSignal;
  /** Verified statements kept between lists (the guard): bounded, by the bundle's own digest. */
  cache?: VerifiedStatementCache;
}

/** The signer policy a publisher names, as `verify` builds it from the same options (refused as verify refuses them). */
export function signerPolicyOfPublisher(p: LockPublisher): IdentityPolicy {
  return signerPolicyOf({
    identity: p.certificateIdentity,
    regexp: p.certificateIdentityRegexp,
    issuer: p.certificateOidcIssuer,
    repo: p.repo,
    signerWorkflow: p.signerWorkflow,
    signerRef: p.signerRef,
    sourceRepo: p.sourceRepo,
    allowReusableCallers: p.allowReusableCallers === true,
  });
}

/** The signer policy a lock entry's publisher records (signerPolicyOfPublisher); a bad one is `INVALID_LOCK`. */
export function publisherPolicy(p: LockPublisher, where: string): IdentityPolicy {
  try {
    return signerPolicyOfPublisher(p);
  } catch (e) {
    if (!(e instanceof ToolsealError)) throw e;
    throw new ToolsealError('INVALID_LOCK', `${where}: publisher: ${e.message}`, { cause: e });
  }
}

/** Verified statements by the digest of the bundle text and the policy they were verified under (bounded, oldest out first). */
export class VerifiedStatementCache {
  private readonly entries = new Map<string, SignedRevision | ToolsealError>();
  constructor(private readonly max = MAX_CACHED_STATEMENTS) {}
  verify(text: string, policyKey: string, run: () => SignedRevision): SignedRevision {
    const key = `${policyKey}\u0000${process.getBuiltinModule('node:crypto').createHash('sha256').update(text).digest('hex')}`;
    let got = this.entries.get(key);
    if (got === undefined) {
      try {
        got = run();
      } catch (e) {
        if (!(e instanceof ToolsealError)) throw e;
        got = e;
      }
      if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, got);
    }
    if (got instanceof ToolsealError) throw got;
    return got;
  }
  get size(): number {
    return this.entries.size;
  }
}

/**
 * Whether the live surface (`liveDigest`) is a signed upgrade of the pin: its statement and every hop back to
 * the pinned digest verified under the publisher's policy, then linked (core/check/upgrade-chain.ts). Bundles that
 * do not verify are left out; when none of the live digest verified, the first such failure is the reason.
 */
export async function signedUpgradeOf(
  pinned: { manifestDigest: Digest; publisher: LockPublisher },
  liveDigest: Digest,
  sources: UpgradeSources,
  where: string,
): Promise<UpgradeOutcome> {
  const { byDigest, firstFailure } = await statementsOf(pinned.publisher, liveDigest, sources, where, pinned.manifestDigest);
  const live = byDigest.get(liveDigest);
  if (live === undefined) {
    const why = firstFailure ? `; the first bundle that did not verify: ${firstFailure.message}` : '';
    return {
      accepted: false,
      code: firstFailure?.code ?? 'NOT_SIGNED',
      reason: `no statement of the live surface ${liveDigest} verified under the pin's publisher${why}`,
    };
  }
  return linkUpgradeChain(
    { manifestDigest: pinned.manifestDigest, revision: pinned.publisher.revision, server: pinned.publisher.server },
    live,
    (d) => byDigest.get(d),
  );
}

/**
 * The statements found (every `--bundle`; the statement the registry's entry names; the attestations of `digest` and of each previous digest back to
 * `stopAt`) that verify under the publisher's policy and recorded server, by the manifest digest they sign
 * (the first of each), and the first failure of those that did not.
 */
export async function statementsOf(
  publisher: LockPublisher,
  digest: Digest,
  sources: UpgradeSources,
  where: string,
  stopAt?: Digest,
): Promise<{ byDigest: Map<Digest, SignedRevision>; firstFailure?: ToolsealError }> {
  const policy = publisherPolicy(publisher, where);
  const policyKey = JSON.stringify(policy);
  // The verifier (and sigstore's libraries) load only when a changed pin names a publisher.
  const { verifySignedStatement } = await import('./verify.js');
  const byDigest = new Map<Digest, SignedRevision>();
  let firstFailure: ToolsealError | undefined;
  const tryVerified = (bundle: { text: string; source: string }): SignedRevision | undefined => {
    try {
      return verified(bundle, policy, policyKey, publisher.server, sources, verifySignedStatement);
    } catch (e) {
      if (!(e instanceof ToolsealError)) throw e;
      firstFailure ??= e;
      return undefined;
    }
  };
  const take = (bundle: { text: string; source: string }, signs?: Digest) => {
    const r = tryVerified(bundle);
    if (r === undefined || (signs !== undefined && r.manifestDigest !== signs)) return;
    if (!byDigest.has(r.manifestDigest)) byDigest.set(r.manifestDigest, r);
  };
  for (const bundle of await readBundles(sources)) take(bundle);
  if (sources.registry) {
    try {
      if (publisher.server === undefined)
        throw new ToolsealError('NOT_SIGNED', 'the pin records no server name to look up in the registry (lock it with --bundle)');
      const entry = await sources.registry(publisher.server, sources.signal);
      for (const bundle of entry.bundles) {
        // As verify --registry: the statement must sign the digest the entry names, else it is not this release's.
        const r = tryVerified(bundle);
        if (r !== undefined && r.manifestDigest !== entry.manifestDigest)
          firstFailure ??= new ToolsealError(
            'DIGEST_MISMATCH',
            `${bundle.source}: signs ${r.manifestDigest}, but ${entry.source} names ${entry.manifestDigest}: the entry does not describe this release`,
          );
        else if (r !== undefined && !byDigest.has(r.manifestDigest)) byDigest.set(r.manifestDigest, r);
      }
    } catch (e) {
      if (!(e instanceof ToolsealError)) throw e;
      firstFailure ??= e;
    }
  }
  if (sources.attestations) {
    // One lookup per hop, from the digest back, as far as the chain goes (bounded as the chain is).
    let next: Digest | undefined = digest;
    const seen = new Set<Digest>();
    for (let i = 0; next !== undefined && i <= MAX_UPGRADE_HOPS && !seen.has(next) && next !== stopAt; i++) {
      seen.add(next);
      if (!byDigest.has(next)) for (const bundle of await sources.attestations(next)) take(bundle, next);
      next = byDigest.get(next)?.previousManifestDigest;
    }
  }
  return { byDigest, ...(firstFailure ? { firstFailure } : {}) };
}

/** One bundle verified as `verify` verifies it (steps 1 to 4), under the policy and the recorded server name. */
function verified(
  bundle: { text: string; source: string },
  policy: IdentityPolicy,
  policyKey: string,
  serverName: string | undefined,
  sources: UpgradeSources,
  verifySignedStatement: typeof import('./verify.js').verifySignedStatement,
): SignedRevision {
  const run = (): SignedRevision => {
    const { statement, signer } = verifySignedStatement({
      bundleText: bundle.text,
      bundleSource: bundle.source,
      trustedRoot: sources.trustedRoot,
      policy,
      serverName,
    });
    const p = statement.predicate;
    return {
      server: p.server,
      revision: p.revision,
      manifestDigest: p.manifestDigest,
      ...(p.previousManifestDigest !== undefined ? { previousManifestDigest: p.previousManifestDigest } : {}),
      signer: signer.san ?? '(no SAN)',
      source: bundle.source,
    };
  };
  const key = `${policyKey}\u0000${serverName ?? ''}`;
  return sources.cache ? sources.cache.verify(bundle.text, key, run) : run();
}

/** Every `--bundle`: a URL fetched, a folder's `*.json` files in name order, a file read; at most {@link MAX_UPGRADE_BUNDLES} in all. */
async function readBundles(sources: UpgradeSources): Promise<Array<{ text: string; source: string }>> {
  const out: Array<{ text: string; source: string }> = [];
  // Loaded here, not with this module: a check with nothing to read loads no fetching code (node:http).
  const { readPathOrURL } = await import('../fs/read-path-or-url.js');
  const add = (b: { text: string; source: string }) => {
    if (out.length >= MAX_UPGRADE_BUNDLES)
      throw new ToolsealError('INVALID_INPUT', `--bundle: more than ${MAX_UPGRADE_BUNDLES} bundles to read for one upgrade`);
    out.push(b);
  };
  for (const ref of sources.bundles) {
    const path = /^[a-z][a-z0-9+.-]*:\/\//i.test(ref) ? undefined : resolve(sources.cwd, ref);
    if (path !== undefined && isFolder(path)) {
      for (const name of folderBundleNames(path, ref))
        add(await readPathOrURL(join(ref, name), { cwd: sources.cwd, signal: sources.signal }));
    } else add(await readPathOrURL(ref, { cwd: sources.cwd, signal: sources.signal }));
  }
  return out;
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false; // read as a file, which says what is wrong with it
  }
}

/** The `*.json` file names of a bundle folder, sorted; a folder of more than {@link MAX_FOLDER_ENTRIES} entries is refused. */
function folderBundleNames(path: string, ref: string): string[] {
  const names: string[] = [];
  let dir;
  try {
    dir = opendirSync(path);
  } catch (e) {
    throw new ToolsealError('IO_ERROR', `--bundle ${ref}: cannot read the folder`, { cause: e });
  }
  try {
    for (let seen = 0; ; seen++) {
      const entry = dir.readSync();
      if (entry === null) break;
      if (seen >= MAX_FOLDER_ENTRIES)
        throw new ToolsealError(
          'INVALID_INPUT',
          `--bundle ${ref}: a folder of more than ${countText(MAX_FOLDER_ENTRIES, 'entry', 'entries')}`,
        );
      if (entry.isFile() && entry.name.endsWith('.json')) names.push(entry.name);
    }
  } finally {
    dir.closeSync();
  }
  return names.sort();
}

/**
 * The signed-upgrade outcome of each changed pin that names a publisher (by server id); with no source to
 * look in, such a pin's change is `NOT_SIGNED`, saying where statements could have been looked for.
 */
export async function upgradesOf(
  changed: ReadonlyArray<{ serverId: string; locked: LockEntry; liveDigest: Digest }>,
  sources: UpgradeSources | undefined,
  where: string,
): Promise<Map<string, UpgradeOutcome>> {
  const out = new Map<string, UpgradeOutcome>();
  for (const c of changed) {
    const { manifestDigest, publisher } = entryMembers(c.locked);
    if (publisher === undefined) continue;
    const at = `${where}: servers[${JSON.stringify(c.serverId)}]`;
    if (sources === undefined || (sources.bundles.length === 0 && !sources.attestations && !sources.registry)) {
      publisherPolicy(publisher, at); // a bad publisher is refused even with nowhere to look
      out.set(c.serverId, {
        accepted: false,
        code: 'NOT_SIGNED',
        reason: 'the pin names a publisher, but no --bundle, --repo or --registry was given to find a statement of the live surface',
      });
      continue;
    }
    out.set(c.serverId, await signedUpgradeOf({ manifestDigest, publisher }, c.liveDigest, sources, at));
  }
  return out;
}

/**
 * The guard's lookup: for a list whose digest differs from the pin of its profile and whose pin names a
 * publisher, the signed-upgrade outcome (as {@link upgradesOf}), the verified statements kept between
 * decisions in one bounded cache, each lookup's fetches ending within `timeoutMs`.
 */
export function guardUpgradeLookup(
  lock: Lockfile,
  lockFile: string,
  sources: Omit<UpgradeSources, 'cache' | 'signal'> | undefined,
  timeoutMs: number,
): (serverId: string, profile: readonly string[] | undefined, liveDigest: Digest) => Promise<UpgradeOutcome | undefined> {
  const cache = new VerifiedStatementCache();
  return async (serverId, profile, liveDigest) => {
    const locked = entryForProfile(Object.hasOwn(lock.servers, serverId) ? lock.servers[serverId] : undefined, profile);
    if (locked === undefined || entryMembers(locked).manifestDigest === liveDigest) return undefined;
    const withCache = sources && { ...sources, cache, signal: AbortSignal.timeout(timeoutMs) };
    return (await upgradesOf([{ serverId, locked, liveDigest }], withCache, lockFile)).get(serverId);
  };
}
