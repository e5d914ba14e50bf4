// Benchmark: `toolseal digest` of 10,000 tools, whole process, on two generated surfaces (scripts/gen-surface.mjs):
// the compact one (about 2 KB a tool, 21 MB) and a realistic one (1 to 10 KB a tool: long descriptions,
// $defs, anyOf, enums, nested objects; about 41 MB), against two alternatives that compute the same
// per-tool and manifest digests:
//   (a) naive reference: JSON.parse + the `canonicalize` npm package + sha256 (no duplicate-member check,
//       no depth bound, no lone-surrogate or inexact-number refusal); goal: toolseal <= 0.75x, with the tool
//       definition hash v1 of every whole tool (digest --json's `interop`) computed in the same pass, which the
//       reference does not compute;
//   (b) floor: JSON.parse + JSON.stringify + sha256 (not canonical at all: the least any tool can do);
//       goal: toolseal <= 1.2x, in CPU time.
// toolseal runs with all of its strictness on. Ratios are medians of per-round ratios of CPU time
// (user + system) over alternating runs: steadier than wall time on a shared machine.
//
// This file is also the reference script itself: `node digest.mjs --naive FILE` / `--floor FILE`.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const FIELDS = ['name', 'title', 'description', 'inputSchema', 'outputSchema', 'annotations', 'execution'];

/** The straightforward way: parse, build each surface and the manifest, serialize each, hash. */
async function reference(mode, file) {
  const serialize = mode === '--naive' ? (await import('canonicalize')).default : JSON.stringify;
  const { tools } = JSON.parse(readFileSync(file, 'utf8'));
  const sha = (s) => 'sha256:' + createHash('sha256').update(s, 'utf8').digest('hex');
  const manifest = {};
  const lines = [];
  for (const t of tools) {
    const surface = {};
    for (const f of FIELDS) if (Object.hasOwn(t, f)) surface[f] = t[f];
    manifest[t.name] = surface;
    lines.push(`${sha(serialize(surface))}  ${JSON.stringify(t.name)}`);
  }
  process.stdout.write(`manifest ${sha(serialize(manifest))}  (${tools.length} tools)\n${lines.join('\n')}\n`);
}

async function bench() {
  const { CLI, benchDir, compareProcesses, pairedRatio, printComparison, recordRow, timeProcess } = await import('../bench-lib.mjs');
  const { generateToolsList, generateRealisticToolsList } = await import('../gen-surface.mjs');
  const dir = benchDir('digest');
  const compact = join(dir, 'tools-10000.json');
  if (!existsSync(compact)) writeFileSync(compact, generateToolsList(10000));
  const realistic = join(dir, 'realistic-10000.json');
  if (!existsSync(realistic)) writeFileSync(realistic, generateRealisticToolsList(10000));
  // The compact surface with one escaped member name (in _meta, not hashed): such a tool takes the exact
  // reader (see parseJsonStrict), the worst case an adversary can force on one tool.
  const escaped = join(dir, 'tools-10000-escaped-name.json');
  if (!existsSync(escaped)) writeFileSync(escaped, readFileSync(compact, 'utf8').replace('"_meta":{', '"_meta":{"x\\u0061":1,'));
  const self = fileURLToPath(import.meta.url);
  const runs = Number(process.env.BENCH_RUNS ?? 7);

  for (const [label, file, extra] of [
    ['compact', compact, [{ name: 'toolseal digest, one escaped name', args: [CLI, 'digest', escaped] }]],
    ['realistic', realistic, []],
  ]) {
    const size = readFileSync(file).length;
    const mb = `${(size / 1e6).toFixed(1)} MB`;
    console.log(`\n${label} surface: ${file} (${mb}, 10000 tools, ${(size / 10000 / 1024).toFixed(2)} KiB a tool)`);
    const contenders = [
      { name: 'toolseal digest', args: [CLI, 'digest', file] },
      { name: 'naive (JSON.parse+canonicalize npm+sha256)', args: [self, '--naive', file] },
      { name: 'floor (JSON.parse+JSON.stringify+sha256)', args: [self, '--floor', file] },
      ...extra,
    ];
    // The naive reference computes the same digests: check before timing, so a wrong toolseal cannot win.
    const first = (c) => String(timeProcess(c).stdout).split('\n')[0];
    const ours = first(contenders[0]);
    for (const c of [contenders[1], ...extra]) {
      if (first(c) !== ours) throw new Error(`manifest digests differ: ${c.name}`);
    }
    console.log(`same manifest digest as the naive reference: ${ours}`);
    const results = compareProcesses(contenders, { runs, warmup: 1 });
    printComparison(results, { title: `whole-process time, median of ${runs} alternating runs:`, baseline: contenders[1].name });
    const [t, naive, floor] = results;
    const how = `median per-round ratio of CPU time, ${runs} alternating runs; wall ${pairedRatio(t, naive).toFixed(2)}x naive, ${pairedRatio(t, floor).toFixed(2)}x floor`;
    recordRow({
      measure: `digest, 10,000 ${label} tools (${mb}), vs naive (parse + canonicalize npm + sha256)`,
      ratio: pairedRatio(t, naive, 'cpuTimes'),
      goal: 0.75,
      how,
    });
    recordRow({
      measure: `digest, 10,000 ${label} tools (${mb}), vs the floor (JSON.parse + JSON.stringify + sha256), CPU`,
      ratio: pairedRatio(t, floor, 'cpuTimes'),
      goal: 1.2,
      how,
    });
  }
}

if (process.argv[2] === '--naive' || process.argv[2] === '--floor') await reference(process.argv[2], process.argv[3]);
else await bench();
