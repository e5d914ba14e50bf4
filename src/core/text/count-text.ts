/** A count and its noun for a message, the noun singular for exactly one: `1 tool`, `0 tools`, `3 tools`. */
export function countText(count: number, noun: string, plural = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : plural}`;
}
