declare const __TOOLSEAL_VERSION__: string | undefined;

/** The package version, fixed into the bundle at build time. */
export const VERSION: string = typeof __TOOLSEAL_VERSION__ === 'string' ? __TOOLSEAL_VERSION__ : '0.0.0-dev';

declare const __TOOLSEAL_REPOSITORY__: string | undefined;

/**
 * The project's home, from package.json's `repository`, fixed into the bundle at build time (the SARIF
 * log's informationUri and its rules' help links start here). Outside a build, the same address.
 */
export const REPOSITORY_URL: string =
  typeof __TOOLSEAL_REPOSITORY__ === 'string' ? __TOOLSEAL_REPOSITORY__ : 'https://github.com/toolseal/toolseal';
