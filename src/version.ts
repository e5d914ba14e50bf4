declare const __TOOLSEAL_VERSION__: string | undefined;

/** The package version, fixed into the bundle at build time. */
export const VERSION: string = typeof __TOOLSEAL_VERSION__ === 'string' ? __TOOLSEAL_VERSION__ : '0.0.0-dev';
