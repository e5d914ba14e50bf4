// What `checkServer` (check.ts) is given of one server: its tools, or how to read them, and what is already known of them.
import type { NonToolSurface } from '../surface/non-tool-surface.js';
import type { LockEntry } from '../lock/lock.js';
import type { PackageSurface } from './package-check.js';
import type { RawTool, SurfaceDigests, ToolOrder } from '../surface/surface.js';

/**
 * One server's input to `checkServer` (check.ts): its tools at hand (`tools`), or `readTools`, called (once) only
 * when the check needs them (to digest them, or to report a change): a snapshot file's tools are then parsed only if so.
 */
export type ServerSurface = SurfaceOfServer &
  ({ tools: readonly RawTool[]; readTools?: undefined } | { tools?: undefined; readTools: () => readonly RawTool[] });

/** {@link ServerSurface} but its tools. */
export interface SurfaceOfServer {
  serverId: string;
  /** The tools of the reviewed snapshot (from `--snapshot-dir`), for pointers and reviewed text. */
  reviewedTools?: readonly RawTool[];
  /** The pin of the reviewed tools (`serverPinOf` their digests), when reading them made it: not hashed again. */
  reviewedPin?: LockEntry;
  /** The instructions, prompts and resource templates now (undefined: the surface carries the tools only). */
  nonTool?: NonToolSurface;
  /** Those of the reviewed snapshot, for reviewed text. */
  reviewedNonTool?: NonToolSurface;
  /** The id is the server's own `serverInfo.name` (see `ServerCheck.idSelfDeclared` in check.ts). */
  idSelfDeclared?: boolean;
  /** The package the server is launched from, when a launcher starts it (a config entry). */
  package?: PackageSurface;
  /**
   * `digestTools(tools, { fields: true })`, when already computed (reading a snapshot does): not hashed
   * again; its `nonTool`, when there, are the digests of `nonTool`.
   */
  digests?: SurfaceDigests;
  /** The pin of these tools (`serverPinOf` their digests), when already made: not made a second time. */
  pin?: LockEntry;
  /**
   * The lock entry checked against is `pin` itself: the lock file was found byte for byte the lock that
   * pins it (lockIfWrittenFor), so the two cannot disagree and are not compared tool by tool.
   */
  lockIsPin?: boolean;
  /**
   * `digestToolsCompact(tools)`, when already computed (the guard does): a server with no lock entry is
   * then checked from it alone, with no pin made (a pin costs hundreds of bytes a tool) and no
   * `baselineTools` (a list of millions of names).
   */
  order?: ToolOrder;
  /** The volatile pointers `tools`, `digests` and `pin` were made with (volatile.ts; absent: none). */
  volatile?: readonly string[];
}
