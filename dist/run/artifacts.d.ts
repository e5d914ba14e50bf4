import { type ArtifactSpec, type ArtifactSubject } from '../core/statement/artifact-subjects.js';
import type { AddressClass } from '../fs/address-class.js';
import { type FetchNetwork } from '../fs/read-path-or-url.js';
export interface ArtifactOptions {
    /** Where relative file paths are (default: the process's). */
    cwd?: string;
    /** `--npm-registry URL`; else `npm_config_registry`; else npm's own configured registry. */
    npmRegistry?: string;
    env?: Record<string, string | undefined>;
    /** Bounds (tests lower them). */
    maxBytes?: number;
    timeoutMs?: number;
    /** The command's deadline (`--timeout`): every registry request ends with it. */
    signal?: AbortSignal;
    /**
     * The class of the address the npm registry's URL came from (a registry entry's `registryBaseUrl`): the
     * packument may be no further inside, and its tarball no further inside than the packument.
     */
    within?: AddressClass;
    /** Name resolution and address classes (tests stand a loopback server in for a public host). */
    network?: Pick<FetchNetwork, 'lookup' | 'classifyAddress'>;
}
/** Resolves each `--artifact ARTIFACT` to its subject, in the order given (see {@link resolveArtifact}). */
export declare function resolveArtifacts(specs: readonly string[], options?: ArtifactOptions): Promise<ArtifactSubject[]>;
/**
 * One artifact's subject: a file's base name with the sha256 and sha512 of its bytes; `oci://REPO` with the
 * digest given; an npm version's package URL with its registry integrity (sha512), checked against the
 * tarball, whose sha256 is added (the same subject as the packed file's).
 */
export declare function resolveArtifact(a: ArtifactSpec, options?: ArtifactOptions): Promise<ArtifactSubject>;
/** The sha512 of an SRI string (`sha512-<base64>`, possibly beside others), as hex; undefined when none. */
export declare function sha512OfIntegrity(integrity: string): string | undefined;
/** The registry, as a base URL ending in `/`: the option, `npm_config_registry`, else `npm config get registry`. */
export declare function registryOf(options: ArtifactOptions): Promise<URL>;
