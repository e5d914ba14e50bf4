/** Whose attestations: one repository's, or every repository's of an owner (`/orgs/{owner}/…`). */
export type AttestationScope = {
    repo: string;
} | {
    owner: string;
};
/** One stored bundle: its JSON text, and where it came from (for messages). */
export interface StoredBundle {
    text: string;
    source: string;
}
export interface ListAttestationsOptions {
    scope: AttestationScope;
    /** `sha256:<hex>`: the subject digest looked up. */
    digest: string;
    /** GITHUB_API_URL (default {@link DEFAULT_GITHUB_API_URL}). */
    apiUrl?: string;
    /** GITHUB_TOKEN, when set: private repositories and a higher rate limit. Never shown. */
    token?: string;
    perPage?: number;
    maxPages?: number;
    /** The most attestations taken over every page (default {@link MAX_ATTESTATIONS}). */
    maxAttestations?: number;
    timeoutMs?: number;
    /** The command's deadline (`--timeout`): every page and bundle fetch ends with it. */
    signal?: AbortSignal;
}
/**
 * The bundles stored for a subject digest, oldest API page first, following the `Link: rel="next"`
 * header for at most {@link MAX_ATTESTATION_PAGES} pages and {@link MAX_ATTESTATIONS} attestations in all,
 * each read through the bounded fetch with its redirect guard. A `bundle_url` is only ever fetched, never
 * read as a path: https (plain http only when the API itself is on this machine, as in tests), with the
 * same redirect rule and bound as `--bundle`, and no further inside than the API's own address. A 404 is "none stored" (what the API answers for an unknown digest); 401 and 403 are
 * `GITHUB_API_ERROR` naming the token; a next page on another origin is refused (it would be sent the token).
 */
export declare function listAttestationBundles(options: ListAttestationsOptions): Promise<StoredBundle[]>;
export interface StoreTarget {
    token: string;
    owner: string;
    repo: string;
    /** GITHUB_API_URL. */
    apiUrl?: string;
    /** GITHUB_SERVER_URL, for the attestation's page (default https://github.com). */
    serverUrl?: string;
}
/** The outcome of storing: stored (id and page), or not permitted (a token without `attestations: write`). */
export type StoreOutcome = {
    stored: true;
    id: string;
    url: string;
} | {
    stored: false;
    status: number;
};
/**
 * Stores a bundle with `POST /repos/{owner}/{repo}/attestations`, as actions/attest does. A 403 or 404
 * (a token without `attestations: write`, or a plan without the store) is an outcome, not an error: the
 * caller says so and carries on. Anything else is `GITHUB_API_ERROR`; the token is never shown.
 */
export declare function storeAttestation(target: StoreTarget, bundle: unknown): Promise<StoreOutcome>;
