/** The package version, fixed into the bundle at build time. */
export declare const VERSION: string;
/**
 * The project's home, from package.json's `repository`, fixed into the bundle at build time (the SARIF
 * log's informationUri and its rules' help links start here). Outside a build, the same address.
 */
export declare const REPOSITORY_URL: string;
