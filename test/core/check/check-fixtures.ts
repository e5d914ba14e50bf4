// Tool lists for the lock, drift and check tests: a small "docs" server whose tools carry marker strings in
// every place server text can hide (descriptions, nested schema prose, annotation values), so a test can
// assert that none of it reaches the lock or the audit output.
import { buildSnapshot, type Snapshot } from '../../../src/core/snapshot/snapshot.js';
import type { RawTool } from '../../../src/core/surface/surface.js';

export const MARKERS = {
  description: 'MARKER-DESC-7f3a',
  nested: 'MARKER-NESTED-91c2',
  annotation: 'MARKER-ANNOTATION-4d8e',
  title: 'MARKER-TITLE-b05f',
} as const;

/** A deep copy (tests mutate their own copies). */
export function clone<T>(v: T): T {
  return JSON.parse(JSON.stringify(v)) as T;
}

/** Two tools with byte-identical descriptions and schemas (the control arm's twins), and a third. */
export function docsTools(): RawTool[] {
  const schema = {
    type: 'object',
    properties: {
      query: { type: 'string', description: `What to look for. ${MARKERS.nested}` },
      limit: { type: 'integer', description: 'At most this many results', default: 10 },
    },
    required: ['query'],
  };
  return [
    {
      name: 'search',
      title: `Search ${MARKERS.title}`,
      description: `Search the docs. ${MARKERS.description}`,
      inputSchema: clone(schema),
      annotations: { title: MARKERS.annotation, readOnlyHint: false },
    },
    {
      name: 'search_twin',
      title: `Search ${MARKERS.title}`,
      description: `Search the docs. ${MARKERS.description}`,
      inputSchema: clone(schema),
      annotations: { title: MARKERS.annotation, readOnlyHint: false },
    },
    {
      name: 'delete_page',
      description: `Deletes a page. ${MARKERS.description}`,
      inputSchema: { type: 'object', properties: { id: { type: 'string', description: MARKERS.nested } } },
      annotations: { fooHint: MARKERS.annotation },
    },
  ];
}

export function snapshotOf(server: string, tools: RawTool[]): Snapshot {
  return buildSnapshot({
    server,
    capturedAt: new Date('2026-01-02T03:04:05Z'),
    transport: 'stdio',
    protocolVersion: '2025-11-25',
    serverInfo: { name: server, version: '1.0.0' },
    pages: 1,
    tools,
  });
}

/** The tools with one tool replaced by `edit(copy)`. */
export function withTool(tools: RawTool[], name: string, edit: (t: RawTool) => void): RawTool[] {
  const out = clone(tools);
  const t = out.find((x) => x.name === name);
  if (!t) throw new Error(`no tool ${name}`);
  edit(t);
  return out;
}

/** Every marker that must never reach the lock or the audit output. */
export function markerIn(text: string): string | undefined {
  return Object.values(MARKERS).find((m) => text.includes(m));
}
