import { MAX_POINTERS_PER_TOOL, changeText, computeDrift, fieldText } from '../../../src/core/check/drift.js';
import { lockEntryOf } from '../../../src/core/lock/lock.js';
import type { RawTool } from '../../../src/core/surface/surface.js';

// A changed deep schema costs what finding the change costs: pointers are written only up to their bound,
// and the field text (pretty JSON, O(depth²) bytes for a deep field) only when a report reads it.

/** A tool whose schema nests `depth` levels, each with a description ending in `mark`. */
function deepTool(depth: number, mark: string): RawTool {
  let schema: Record<string, unknown> = { type: 'string', description: `leaf ${mark}` };
  for (let d = 0; d < depth; d++) schema = { type: 'array', description: `level ${d} ${mark}`, items: schema };
  return { name: 'deep', inputSchema: schema };
}

const driftOf = (depth: number) => computeDrift(lockEntryOf([deepTool(depth, 'a')]), [deepTool(depth, 'b')], [deepTool(depth, 'a')]);

describe('a changed deep schema', () => {
  it('keeps at most MAX_POINTERS_PER_TOOL pointers and counts the rest as omitted', () => {
    const [change] = driftOf(900).changes;
    expect(change!.pointers).toHaveLength(MAX_POINTERS_PER_TOOL);
    expect(change!.pointers[0]).toBe('/inputSchema/description');
    expect(change!.pointersOmitted).toBe(901 - MAX_POINTERS_PER_TOOL);
  });

  it('its twin, a shallow change, keeps every pointer and omits none', () => {
    const [change] = driftOf(2).changes;
    expect(change!.pointers).toEqual([
      '/inputSchema/description',
      '/inputSchema/items/description',
      '/inputSchema/items/items/description',
    ]);
    expect(change!.pointersOmitted).toBe(0);
  });

  it('gives the field text when a report reads it, the same as before', () => {
    const [change] = driftOf(3).changes;
    expect(changeText(change!).inputSchema).toEqual({
      current: fieldText(deepTool(3, 'b').inputSchema),
      reviewed: fieldText(deepTool(3, 'a').inputSchema),
    });
  });

  it('costs time linear in the depth when no report reads the text (time of 4d over time of d, in one process)', () => {
    const timeOf = (depth: number) => {
      const t0 = process.hrtime.bigint();
      driftOf(depth);
      return Number(process.hrtime.bigint() - t0);
    };
    timeOf(240); // warm up the code paths
    timeOf(960);
    // The least of 7 rounds each, the two depths taking turns.
    let small = Infinity;
    let large = Infinity;
    for (let r = 0; r < 7; r++) {
      small = Math.min(small, timeOf(240));
      large = Math.min(large, timeOf(960));
    }
    expect(large / small).toBeLessThan(8);
  });
});
