/**
 * The dependency versions npx's installed tree of `name@version` resolved (`<cache>/_npx/<hash>/node_modules/
 * .package-lock.json`, the tree npm writes beside what it installed): each package of the tree but the one
 * run, by its path (`zod`, or `a > b` for a copy nested under `a`) → version, sorted, the first
 * {@link MAX_PINNED_DEPENDENCIES}. Of several trees of that version (npx keeps one per spec it was given), the
 * one written last (the run just made installed or used it); one whose copy of the package has another
 * integrity than `integrity` is not it. Undefined when no tree can be read: a missing cache, a tree
 * too large or not JSON is only not there (nothing is explained, nothing fails).
 */
export declare function dependenciesInNpxCache(cacheDir: string, name: string, version: string, integrity: string | undefined): Record<string, string> | undefined;
