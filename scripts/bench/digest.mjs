// Benchmark: `toolseal digest` on a generated 10,000-tool surface (~21 MB, ~2 KB a tool), whole process,
// against two alternatives that compute the same per-tool and manifest digests:
//   (a) naive reference: JSON.parse + the `canonicalize` npm package + sha256 (no duplicate-member check,
//       no depth bound, no lone-surrogate refusal);
//   (b) floor: JSON.parse + JSON.stringify + sha256 (not canonical at all: the least any tool can do).
// toolseal runs with all of its strictness on. Target: toolseal <= 0.7x the naive reference.
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
  const { CLI, benchDir, compareProcesses, printComparison } = await import('../bench-lib.mjs');
  const { generateToolsList } = await import('../gen-surface.mjs');
  const file = join(benchDir('digest'), 'tools-10000.json');
  if (!existsSync(file)) writeFileSync(file, generateToolsList(10000));
  // The same surface with one escaped member name (in _meta, not hashed): such texts take the exact reader
  // (see parseJsonStrict), the worst case an adversary can force.
  const escaped = join(benchDir('digest'), 'tools-10000-escaped-name.json');
  if (!existsSync(escaped)) writeFileSync(escaped, readFileSync(file, 'utf8').replace('"_meta":{', '"_meta":{"x\\u0061":1,'));
  const size = readFileSync(file).length;
  console.log(`input: ${file} (${(size / 1e6).toFixed(1)} MB, 10000 tools, ${(size / 10000 / 1024).toFixed(2)} KiB a tool)`);

  const self = fileURLToPath(import.meta.url);
  const contenders = [
    { name: 'toolseal digest', args: [CLI, 'digest', file] },
    { name: 'naive (JSON.parse+canonicalize npm+sha256)', args: [self, '--naive', file] },
    { name: 'floor (JSON.parse+JSON.stringify+sha256)', args: [self, '--floor', file] },
    { name: 'toolseal digest, one escaped name', args: [CLI, 'digest', escaped] },
  ];
  // The naive reference computes the same digests: check before timing, so a wrong toolseal cannot win.
  const { timeProcess } = await import('../bench-lib.mjs');
  const oursOut = String(timeProcess(contenders[0]).stdout).split('\n')[0];
  const naiveOut = String(timeProcess(contenders[1]).stdout).split('\n')[0];
  const escapedOut = String(timeProcess(contenders[3]).stdout).split('\n')[0];
  if (oursOut !== naiveOut || escapedOut !== oursOut) throw new Error(`manifest digests differ:\n${oursOut}\n${naiveOut}\n${escapedOut}`);
  console.log(`same manifest digest as the naive reference: ${oursOut}`);

  const runs = Number(process.env.BENCH_RUNS ?? 7);
  const results = compareProcesses(contenders, { runs, warmup: 1 });
  printComparison(results, {
    title: `whole-process time, median of ${runs} alternating runs:`,
    baseline: contenders[1].name,
    target: { name: contenders[0].name, against: contenders[1].name, max: 0.7 },
  });
  const [ours, , floor] = results;
  const cpu = ours.cpuMedian == null ? '' : `, cpu ${(ours.cpuMedian / floor.cpuMedian).toFixed(2)}x`;
  console.log(`  toolseal / floor: wall ${(ours.median / floor.median).toFixed(2)}x${cpu}`);
}

if (process.argv[2] === '--naive' || process.argv[2] === '--floor') await reference(process.argv[2], process.argv[3]);
else await bench();
