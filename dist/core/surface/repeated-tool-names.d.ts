import { ToolsealError } from '../errors.js';
/**
 * `DUPLICATE_TOOL_NAME` for the first position of a list (in list order) whose name an earlier position
 * has, naming both; undefined when every name differs. `order` holds the positions sorted by name and,
 * among equal names, by position, so that a repeated name's first two positions are side by side.
 */
export declare function firstRepeatIn(order: ArrayLike<number>, nameAt: (i: number) => string, where: string): ToolsealError | undefined;
/** `DUPLICATE_TOOL_NAME`: the tools at positions `first` and `i` of the list share `name`. */
export declare function duplicateName(where: string, first: number, i: number, name: string): ToolsealError;
