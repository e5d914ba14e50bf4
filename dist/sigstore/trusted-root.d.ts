import type { NodeJS } from '../external-types.js';
import type { TrustedRoot } from '../external-types.js';
/**
 * The trusted root a verification uses: Fulcio CAs, Rekor logs, CT logs and timestamp authorities, with
 * their validity periods. `source` names where it came from, for messages.
 */
export interface LoadedTrustedRoot {
    root: TrustedRoot;
    source: string;
}
/**
 * The Sigstore public-good trusted root shipped inside toolseal (the one `@sigstore/tuf` embeds as its
 * seed), so verification works offline and never fetches anything unless asked to.
 */
export declare function publicGoodTrustedRoot(): LoadedTrustedRoot;
/** Reads a trusted root JSON file (`--trusted-root FILE`), strictly, and checks it. */
export declare function readTrustedRootFile(file: string): LoadedTrustedRoot;
/** Where and how TUF is asked (defaults: Sigstore's public-good repository, seeded by @sigstore/tuf). */
export interface TufOptions {
    /** The TUF repository (default Sigstore's, https://tuf-repo-cdn.sigstore.dev). */
    mirrorURL?: string;
    /** The initial root.json to trust for a mirror @sigstore/tuf has no seed for. */
    rootPath?: string;
    /** The metadata and target cache (default {@link defaultTufCachePath}). */
    cachePath?: string;
    /** Per request; the default is short so that a machine without network falls back quickly. */
    timeoutMs?: number;
}
/** toolseal's TUF cache: `$XDG_CACHE_HOME/toolseal/tuf`, else `~/.cache/toolseal/tuf`. */
export declare function defaultTufCachePath(env?: NodeJS.ProcessEnv): string;
/**
 * Fetches the current trusted root through TUF (`@sigstore/tuf`): the repository's signed metadata is
 * verified from the cached (or seeded) TUF root on, so a key or log Sigstore adds or rotates is picked up,
 * and a target whose bytes do not match its signed hash is refused. `IO_ERROR` when it cannot be had.
 */
export declare function fetchTrustedRootWithTuf(options?: TufOptions): Promise<LoadedTrustedRoot>;
/** How a trusted root is chosen (see {@link loadTrustedRoot}). */
export interface TrustedRootChoice {
    /** `--trusted-root FILE`: this root, pinned. */
    file?: string;
    /** `--tuf`: through TUF, and fail when it cannot be had. */
    tuf?: boolean;
    /** `--offline`: the root shipped with toolseal, pinned; nothing fetched. */
    offline?: boolean;
    /**
     * Follow Sigstore's rotations when nothing above is asked for: through TUF, falling back to the shipped
     * root with one notice line when TUF cannot be reached. Without it, the shipped root is the default.
     */
    followRotations?: {
        notice(line: string): void;
        tuf?: TufOptions;
    };
    /**
     * What the caller calls file, tuf and offline, for its messages: the command line's options by default; an
     * action names its inputs (and leaves out what it has no input for).
     */
    names?: {
        file: string;
        tuf?: string;
        offline?: string;
    };
}
/**
 * The trusted root a command or action asked for: a file; the shipped public-good root (`offline`); TUF
 * (`tuf`, no fallback); else, with `followRotations`, TUF with the shipped root as the offline fallback,
 * and without it the shipped root. `USAGE` when more than one of file, tuf and offline is asked for.
 */
export declare function loadTrustedRoot(choice: TrustedRootChoice): Promise<LoadedTrustedRoot>;
