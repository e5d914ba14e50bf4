/**
 * The name nearest to what was typed (a "did you mean"): a name it begins, or one within an edit distance
 * of a third of the name's length (at least 2). Only the first 64 characters of what was typed count.
 */
export function closestName(raw: string, names: readonly string[]): string | undefined {
  const typed = raw.slice(0, 64);
  let best: { name: string; d: number } | undefined;
  for (const n of names) {
    const d = n.startsWith(typed) && typed.length >= 2 ? 1 : editDistance(typed, n.slice(0, 128));
    if (!best || d < best.d) best = { name: n, d };
  }
  return best && best.d <= Math.max(2, Math.ceil(best.name.length / 3)) ? best.name : undefined;
}

function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[b.length]!;
}
