import type { LaunchedPackage } from './package-pin.js';
export { imageReference } from './package-launch-docker.js';
export { assertPackagePin, pinOfReference, samePackagePin } from './package-pin.js';
export type { LaunchedPackage, Launcher, PackageEcosystem, PackagePin } from './package-pin.js';
/**
 * The package a server's command line runs, or undefined when it is started otherwise (`node server.js`,
 * `npx ./local-folder`). `command` may be a path (`/usr/local/bin/npx`, `npx.cmd`). A line toolseal cannot
 * read as the platform runs it is a launched package with `unreadable` set (UNREADABLE_LAUNCHER).
 */
export declare function launchedPackageOf(command: string, args: readonly string[]): LaunchedPackage | undefined;
