#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// src/core/text/closest-name.ts
function closestName(raw, names) {
  const typed = raw.slice(0, 64);
  let best;
  for (const n of names) {
    const d = n.startsWith(typed) && typed.length >= 2 ? 1 : editDistance(typed, n.slice(0, 128));
    if (!best || d < best.d) best = { name: n, d };
  }
  return best && best.d <= Math.max(2, Math.ceil(best.name.length / 3)) ? best.name : void 0;
}
function editDistance(a, b) {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[b.length];
}

export {
  closestName
};
