import { ToolsealError } from '../core/errors.js';
import type { IdentityPolicy } from '../core/statement/identity-policy.js';
import type { LockPublisher } from '../core/lock/lock-publisher.js';
import { type LockEntry, type Lockfile } from '../core/lock/lock.js';
import type { Digest } from '../core/surface/surface.js';
import { type SignedRevision, type UpgradeOutcome } from '../core/check/upgrade-chain.js';
import type { LoadedTrustedRoot } from '../sigstore/trusted-root.js';
/** The most bundles read for one run (every `--bundle` and folder together); past it, `INVALID_INPUT`. */
export declare const MAX_UPGRADE_BUNDLES = 256;
/** The most entries of a bundle folder looked at (files or not): a larger folder is refused, not listed whole. */
export declare const MAX_FOLDER_ENTRIES = 4096;
/** The most verified statements the guard keeps (by bundle digest), the oldest dropped first. */
export declare const MAX_CACHED_STATEMENTS = 256;
/** Where the statements of an upgrade are looked for, and how they are verified (`verify`'s options). */
export interface UpgradeSources {
    /** `--bundle`: files, https URLs, or folders of bundles (`*.json`, read in name order). */
    bundles: readonly string[];
    /** Look up GitHub's attestations of each digest of the chain (`--repo`, or a publisher recorded by `repo`). */
    attestations?: (digest: Digest) => Promise<Array<{
        text: string;
        source: string;
    }>>;
    /**
     * Look up the MCP registry's entry of the pin's recorded server name (`--registry URL`): the bundles of
     * the statement it names and the digest its fragment says they sign (run/registry.ts), within `signal`.
     */
    registry?: (serverName: string, signal: AbortSignal | undefined) => Promise<{
        manifestDigest: Digest;
        source: string;
        bundles: Array<{
            text: string;
            source: string;
        }>;
    }>;
    trustedRoot: LoadedTrustedRoot;
    cwd: string;
    /** The command's deadline: every fetch ends with it. */
    signal?: AbortSignal;
    /** Verified statements kept between lists (the guard): bounded, by the bundle's own digest. */
    cache?: VerifiedStatementCache;
}
/** The signer policy a publisher names, as `verify` builds it from the same options (refused as verify refuses them). */
export declare function signerPolicyOfPublisher(p: LockPublisher): IdentityPolicy;
/** The signer policy a lock entry's publisher records (signerPolicyOfPublisher); a bad one is `INVALID_LOCK`. */
export declare function publisherPolicy(p: LockPublisher, where: string): IdentityPolicy;
/** Verified statements by the digest of the bundle text and the policy they were verified under (bounded, oldest out first). */
export declare class VerifiedStatementCache {
    private readonly max;
    private readonly entries;
    constructor(max?: number);
    verify(text: string, policyKey: string, run: () => SignedRevision): SignedRevision;
    get size(): number;
}
/**
 * Whether the live surface (`liveDigest`) is a signed upgrade of the pin: its statement and every hop back to
 * the pinned digest verified under the publisher's policy, then linked (core/check/upgrade-chain.ts). Bundles that
 * do not verify are left out; when none of the live digest verified, the first such failure is the reason.
 */
export declare function signedUpgradeOf(pinned: {
    manifestDigest: Digest;
    publisher: LockPublisher;
}, liveDigest: Digest, sources: UpgradeSources, where: string): Promise<UpgradeOutcome>;
/**
 * The statements found (every `--bundle`; the statement the registry's entry names; the attestations of `digest` and of each previous digest back to
 * `stopAt`) that verify under the publisher's policy and recorded server, by the manifest digest they sign
 * (the first of each), and the first failure of those that did not.
 */
export declare function statementsOf(publisher: LockPublisher, digest: Digest, sources: UpgradeSources, where: string, stopAt?: Digest): Promise<{
    byDigest: Map<Digest, SignedRevision>;
    firstFailure?: ToolsealError;
}>;
/**
 * The signed-upgrade outcome of each changed pin that names a publisher (by server id); with no source to
 * look in, such a pin's change is `NOT_SIGNED`, saying where statements could have been looked for.
 */
export declare function upgradesOf(changed: ReadonlyArray<{
    serverId: string;
    locked: LockEntry;
    liveDigest: Digest;
}>, sources: UpgradeSources | undefined, where: string): Promise<Map<string, UpgradeOutcome>>;
/**
 * The guard's lookup: for a list whose digest differs from the pin of its profile and whose pin names a
 * publisher, the signed-upgrade outcome (as {@link upgradesOf}), the verified statements kept between
 * decisions in one bounded cache, each lookup's fetches ending within `timeoutMs`.
 */
export declare function guardUpgradeLookup(lock: Lockfile, lockFile: string, sources: Omit<UpgradeSources, 'cache' | 'signal'> | undefined, timeoutMs: number): (serverId: string, profile: readonly string[] | undefined, liveDigest: Digest) => Promise<UpgradeOutcome | undefined>;
