// Benchmark: `toolseal guard`, the run-time proxy.
//   (1) pass-through: 2,000 sequential tools/call round trips through the guard against the same calls
//       straight to the same server (the SDK McpServer of test/fixtures/servers/guard-upstream-server.mjs);
//       target: guard <= 1.15x direct. Timed from the first call to the last answer (start-up excluded:
//       a session lasts far longer than its start). A third contender talks to the server directly but
//       starts it in its own session, as the guard does (its own process group, for the clean-up): on
//       Linux with autogroup scheduling (sched_autogroup_enabled) a busy machine makes every wake-up of
//       such a process slower, which is not the proxy's own cost.
//   (2) deciding a 10,000-tool list (100 pages of 100, raw-stdio-server.mjs): the time the guard takes to
//       answer a host's tools/list (every page fetched from the server, read strictly, checked against the
//       lock) against `toolseal check --snapshot` of the same surface as a whole process; target <= 1.2x.
//   (3) memory: the guard's resident set (VmRSS of its process) sampled over 100,000 pass-through messages
//       (50,000 pings and their answers, pipelined 500 at a time; BENCH_GUARD_PINGS=N for more); target:
//       flat (the last sample within 10 MB of the first after warm-up). Over much longer runs V8 lets the
//       heap grow before it collects; NODE_OPTIONS=--max-old-space-size=40 shows the floor (flat at the
//       same size, so nothing is kept per message).
// Alternating contenders, medians, as the other benchmarks do. TOOLSEAL_CLI=path overrides dist/cli.js.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLI as DIST_CLI, NODE, ROOT, benchDir, compareProcesses, formatMs, median } from '../bench-lib.mjs';

const CLI = process.env.TOOLSEAL_CLI ?? DIST_CLI;
const GUARD_SERVER = join(ROOT, 'test', 'fixtures', 'servers', 'guard-upstream-server.mjs');
const RAW_SERVER = join(ROOT, 'test', 'fixtures', 'servers', 'raw-stdio-server.mjs');
const dir = benchDir('guard');
const runs = Number(process.env.BENCH_RUNS ?? 5);

/**
 * A host that speaks JSON lines to a process: request() resolves with the answer's parsed line.
 * `detached`: the process gets its own session, as the guard starts a server (its own process group,
 * so that closing it ends every process it started).
 */
function lineHost(command, args, { detached = false } = {}) {
  const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'ignore'], detached });
  const waiting = new Map();
  let buf = '';
  let nextId = 1;
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (c) => {
    buf += c;
    let nl;
    while ((nl = buf.indexOf('\n')) >= 0) {
      const line = buf.slice(0, nl);
      buf = buf.slice(nl + 1);
      let m;
      try {
        m = JSON.parse(line);
      } catch {
        continue;
      }
      const w = m.id !== undefined && m.method === undefined ? waiting.get(m.id) : undefined;
      if (w) {
        waiting.delete(m.id);
        w(m);
      }
    }
  });
  const request = (method, params = {}) =>
    new Promise((resolve) => {
      const id = nextId++;
      waiting.set(id, resolve);
      child.stdin.write(JSON.stringify({ jsonrpc: '2.0', id, method, params }) + '\n');
    });
  const notify = (method) => child.stdin.write(JSON.stringify({ jsonrpc: '2.0', method }) + '\n');
  const init = async () => {
    await request('initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bench', version: '1' } });
    notify('notifications/initialized');
  };
  const close = () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.stdin.end();
    });
  return { child, request, init, close };
}

/** CPU time (user + system) of one process so far, in ms (Linux /proc; clock ticks of 10 ms). */
function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) * 10;
}

/** Round trips, timed; with `cpu`, also the CPU time the process spent on them (the guard's own cost). */
async function roundTrips(command, args, n, options, cpu) {
  const host = lineHost(command, args, options);
  await host.init();
  const list = await host.request('tools/list');
  if (list.result.tools.length !== 4) throw new Error(`expected 4 tools, got ${JSON.stringify(list).slice(0, 200)}`);
  const c0 = cpuMs(host.child.pid);
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < n; i++) {
    const r = await host.request('tools/call', { name: 'search', arguments: { query: `q${i}` } });
    if (!r.result) throw new Error(`call ${i} failed: ${JSON.stringify(r).slice(0, 200)}`);
  }
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  cpu?.push(cpuMs(host.child.pid) - c0);
  await host.close();
  return ms;
}

async function passThrough() {
  const calls = join(dir, 'calls.log');
  const direct = [GUARD_SERVER, calls];
  const guarded = [CLI, 'guard', '--lock', join(dir, 'none.lock'), '--', NODE, GUARD_SERVER, calls];
  const d = [];
  const s = [];
  const g = [];
  const serverCpu = [];
  const guardCpu = [];
  await roundTrips(NODE, guarded, 100); // warm-up
  for (let i = 0; i < runs; i++) {
    d.push(await roundTrips(NODE, direct, 2000, {}, serverCpu));
    s.push(await roundTrips(NODE, direct, 2000, { detached: true }));
    g.push(await roundTrips(NODE, guarded, 2000, {}, guardCpu));
  }
  writeFileSync(calls, '');
  const ratio = median(g) / median(d);
  console.log('\n(1) 2,000 sequential tools/call round trips, median of', runs, 'alternating runs:');
  console.log(`  direct to the server                                             ${formatMs(median(d))}`);
  console.log(`  direct, the server in its own session (as the guard starts it)  ${formatMs(median(s))}`);
  console.log(`  through toolseal guard                                           ${formatMs(median(g))}`);
  console.log(`  ratio to direct ${ratio.toFixed(3)}x   target <= 1.15x: ${ratio <= 1.15 ? 'MET' : 'NOT MET'}`);
  console.log(`  ratio to direct with the server in its own session ${(median(g) / median(s)).toFixed(3)}x`);
  console.log(`  CPU per round trip: the server ${((median(serverCpu) / 2000) * 1000).toFixed(0)} µs, the guard (its own process) ${((median(guardCpu) / 2000) * 1000).toFixed(0)} µs`);
}

async function decideList() {
  const lock = join(dir, 'big.lock');
  const snap = join(dir, 'big.snapshot.json');
  const server = [NODE, RAW_SERVER, 'pages', '100', '100'];
  const sh = (args) => {
    const r = spawnSyncNode(args);
    if (r.status !== 0) throw new Error(`${args.join(' ')}: ${r.stderr}`);
  };
  sh([CLI, 'snapshot', '--server-id', 'big', '--out', snap, '--', ...server]);
  sh([CLI, 'lock', '--lock', lock, '--snapshot', snap]);
  // The guard, running: the time a host waits for its tools/list (100 pages fetched, read, decided).
  const guardTimes = [];
  const host = lineHost(NODE, [CLI, 'guard', '--server-id', 'big', '--lock', lock, '--unpinned', 'block', '--', ...server]);
  await host.init();
  for (let i = 0; i < runs + 1; i++) {
    const t0 = process.hrtime.bigint();
    const r = await host.request('tools/list');
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    if (r.result.tools.length !== 10_000) throw new Error(`expected 10,000 approved tools, got ${r.result?.tools?.length}`);
    if (i > 0) guardTimes.push(ms);
  }
  await host.close();
  const [check] = compareProcesses([{ name: 'toolseal check --snapshot', args: [CLI, 'check', '--snapshot', snap, '--lock', lock] }], { runs, warmup: 1 });
  const ratio = median(guardTimes) / check.median;
  console.log('\n(2) deciding a 10,000-tool list (100 pages of 100), median of', runs, 'runs:');
  console.log(`  toolseal check --snapshot (whole process)                 ${formatMs(check.median)}`);
  console.log(`  toolseal guard, a host's tools/list (pages fetched too)   ${formatMs(median(guardTimes))}`);
  console.log(`  ratio ${ratio.toFixed(3)}x   target <= 1.2x: ${ratio <= 1.2 ? 'MET' : 'NOT MET'}`);
}

function spawnSyncNode(args) {
  return spawnSync(NODE, args, { encoding: 'utf8', maxBuffer: 1 << 30 });
}

function rssKb(pid) {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) : NaN;
}

async function memory() {
  const calls = join(dir, 'calls.log');
  const host = lineHost(NODE, [CLI, 'guard', '--lock', join(dir, 'none.lock'), '--', NODE, GUARD_SERVER, calls]);
  await host.init();
  await host.request('tools/list');
  const samples = [];
  const total = Number(process.env.BENCH_GUARD_PINGS ?? 50_000); // pings: 100,000 messages with their answers
  const batch = 500;
  for (let done = 0; done < total; done += batch) {
    await Promise.all(Array.from({ length: batch }, () => host.request('ping')));
    if ((done + batch) % (total / 10) === 0) samples.push(rssKb(host.child.pid));
  }
  await host.close();
  const first = samples[1]; // after warm-up
  const last = samples.at(-1);
  const max = Math.max(...samples);
  const flat = last - first <= 10 * 1024;
  console.log(`\n(3) the guard's resident memory over ${(total * 2).toLocaleString('en')} pass-through messages (sampled every ${((total * 2) / 10).toLocaleString('en')}):`);
  console.log(`  ${samples.map((s) => (s / 1024).toFixed(1)).join(' ')} MB`);
  console.log(`  after warm-up ${(first / 1024).toFixed(1)} MB, last ${(last / 1024).toFixed(1)} MB, peak ${(max / 1024).toFixed(1)} MB   target flat (within 10 MB): ${flat ? 'MET' : 'NOT MET'}`);
}

const only = process.env.BENCH_GUARD;
if (!only || only.includes('pass')) await passThrough();
if (!only || only.includes('decide')) await decideList();
if (!only || only.includes('memory')) await memory();
