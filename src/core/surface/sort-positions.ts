// Sorting a list's positions (not its items) in little memory: what a digest of millions of tools sorts by name.

/**
 * Sorts positions in place by `compare` (a bottom-up merge sort over one scratch array of the same size):
 * `Uint32Array#sort` with a comparator copies the positions into two arrays of 8 bytes each, a transient
 * four times the positions' own size, which a list of millions of tools notices in its peak.
 */
export function sortPositions(order: Uint32Array, compare: (a: number, b: number) => number): void {
  const n = order.length;
  const RUN = 16;
  for (let lo = 0; lo < n; lo += RUN) {
    const hi = Math.min(n, lo + RUN);
    for (let i = lo + 1; i < hi; i++) {
      const v = order[i]!;
      let j = i - 1;
      while (j >= lo && compare(order[j]!, v) > 0) {
        order[j + 1] = order[j]!;
        j--;
      }
      order[j + 1] = v;
    }
  }
  if (n <= RUN) return;
  let from: Uint32Array = order;
  let to: Uint32Array = new Uint32Array(n);
  for (let width = RUN; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(n, lo + width);
      const hi = Math.min(n, lo + 2 * width);
      let i = lo;
      let j = mid;
      let k = lo;
      // Already in order (a list sent sorted): copied as is.
      if (mid < hi && compare(from[mid - 1]!, from[mid]!) <= 0) {
        to.set(from.subarray(lo, hi), lo);
        continue;
      }
      while (i < mid && j < hi) to[k++] = compare(from[i]!, from[j]!) <= 0 ? from[i++]! : from[j++]!;
      while (i < mid) to[k++] = from[i++]!;
      while (j < hi) to[k++] = from[j++]!;
    }
    [from, to] = [to, from];
  }
  if (from !== order) order.set(from);
}
