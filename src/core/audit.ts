import type { CheckResult, PinState, ServerCheck, Verdict } from './check.js';
import type { ToolChangeKind } from './drift.js';
import type { HintName } from './hints.js';
import type { Digest, SurfaceField } from './surface.js';

/**
 * The audit event of SPEC §5, one per server per run. Exactly these members: digests, tool names, field
 * names and pointers, never a description, schema body or annotation value.
 */
export interface AuditEvent {
  event: 'mcp_tool_surface';
  server: string;
  manifestDigest: Digest;
  toolCount: number;
  pinState: PinState;
  changed: Array<{
    tool: string;
    change: ToolChangeKind;
    fields: SurfaceField[];
    pointers: string[];
    /** The hints that widened ([] when none). */
    widening: HintName[];
  }>;
  verdict: Verdict;
}

/** The audit event of one checked server. */
export function auditEvent(server: ServerCheck): AuditEvent {
  return {
    event: 'mcp_tool_surface',
    server: server.serverId,
    manifestDigest: server.manifestDigest,
    toolCount: server.toolCount,
    pinState: server.pinState,
    changed: server.changes.map((c) => ({
      tool: c.tool,
      change: c.change,
      fields: [...c.fields],
      pointers: [...c.pointers],
      widening: c.hints.filter((h) => h.class === 'widening').map((h) => h.hint),
    })),
    verdict: server.verdict,
  };
}

/** The JSON Lines of a run's audit events (one line per checked server; none when no server). */
export function auditLines(result: CheckResult): string {
  return result.servers.map((s) => JSON.stringify(auditEvent(s)) + '\n').join('');
}
