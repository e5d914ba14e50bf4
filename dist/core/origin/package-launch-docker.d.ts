import { type LaunchedPackage } from './package-pin.js';
export declare function dockerLaunch(args: readonly string[]): LaunchedPackage;
/** An image reference `[registry/]repository[:tag][@sha256:hex]`. */
export declare function imageReference(ref: string): LaunchedPackage;
