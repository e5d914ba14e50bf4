// Two tools of one name in a list: the refusal, and the first repeat found among positions sorted by name.
import { ToolsealError } from '../errors.js';

/**
 * `DUPLICATE_TOOL_NAME` for the first position of a list (in list order) whose name an earlier position
 * has, naming both; undefined when every name differs. `order` holds the positions sorted by name and,
 * among equal names, by position, so that a repeated name's first two positions are side by side.
 */
export function firstRepeatIn(order: ArrayLike<number>, nameAt: (i: number) => string, where: string): ToolsealError | undefined {
  let repeat = -1;
  let first = -1;
  for (let k = 1; k < order.length; k++) {
    const i = order[k]!;
    const prev = order[k - 1]!;
    const name = nameAt(i);
    // The second of a run of equal names repeats the run's first.
    if (name === nameAt(prev) && (k < 2 || nameAt(order[k - 2]!) !== name) && (repeat < 0 || i < repeat)) {
      repeat = i;
      first = prev;
    }
  }
  return repeat < 0 ? undefined : duplicateName(where, first, repeat, nameAt(repeat));
}

/** `DUPLICATE_TOOL_NAME`: the tools at positions `first` and `i` of the list share `name`. */
export function duplicateName(where: string, first: number, i: number, name: string): ToolsealError {
  // `f.json: tools[0] and tools[1]`: the document is named once, the list at both positions.
  const list = where.slice(where.lastIndexOf(': ') + 1).trimStart();
  return new ToolsealError('DUPLICATE_TOOL_NAME', `${where}[${first}] and ${list}[${i}] are both named ${JSON.stringify(name)}`);
}
