// Benchmark: `toolseal guard`, the run-time proxy.
//   (1) pass-through: 2,000 sequential tools/call round trips through the guard against the same calls
//       straight to the same server; target: guard <= 1.15x direct, wall time, timed from the first call
//       to the last answer (start-up excluded: a session lasts far longer than its start). The target row
//       is (1b): the host is the MCP SDK's Client over its StdioClientTransport, which starts the server
//       the way a host does; the server is the SDK McpServer of test/fixtures/servers/guard-upstream-server.mjs,
//       whose tool does nothing. Beside it, with the same numbers of calls:
//       - (1) a lean JSON-lines host (no SDK on the host side, so the proxy's share is the largest), with a
//         contender that starts the server in its own session as the guard does (its own process group,
//         for the clean-up; with autogroup scheduling a busy machine treats such a process differently);
//       - a byte-copying relay (scripts/bench/guard/byte-relay.mjs): the floor of any proxy that is a
//         process of its own, two pipe hops and two wake-ups per round trip and no logic; guard / relay is
//         the cost of the guard's own logic;
//       - (1c) a server whose tool works 1 ms per call (scripts/bench/guard/work-server.mjs;
//         BENCH_GUARD_WORK_MS=N);
//       - (1d) a server from npm doing its job: @modelcontextprotocol/server-memory's search_nodes, which
//         reads its knowledge graph file on each call: the ratio a user of a real server feels.
//       Each session makes 500 untimed calls first (BENCH_GUARD_WARM_CALLS), every contender alike: the
//       steady state is timed, not the JIT warming the path. Contenders run in rotated order each round; ratios are medians of the per-round ratios. Besides
//       wall time, the CPU time of every process in the chain (host, proxy, server; /proc, 10 ms ticks),
//       which a machine shared with other work disturbs far less than wall time; the load is printed.
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
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { CLI as DIST_CLI, NODE, ROOT, benchDir, compareProcesses, formatMs, machineLoad, median, recordRow } from '../bench-lib.mjs';

const CLI = process.env.TOOLSEAL_CLI ?? DIST_CLI;
const GUARD_SERVER = join(ROOT, 'test', 'fixtures', 'servers', 'guard-upstream-server.mjs');
const RAW_SERVER = join(ROOT, 'test', 'fixtures', 'servers', 'raw-stdio-server.mjs');
const BYTE_RELAY = join(ROOT, 'scripts', 'bench', 'guard', 'byte-relay.mjs');
const WORK_SERVER = join(ROOT, 'scripts', 'bench', 'guard', 'work-server.mjs');
const MEMORY_SERVER = join(ROOT, 'node_modules', '@modelcontextprotocol', 'server-memory', 'dist', 'index.js');
const dir = benchDir('guard');
const runs = Number(process.env.BENCH_RUNS ?? 5);
/** Calls each session makes before the timed ones, in every contender: the steady state is measured, not the JIT's first minutes (a session lasts long). */
const WARM_CALLS = Number(process.env.BENCH_GUARD_WARM_CALLS ?? 500);

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

/** A process and its descendants, from /proc (the guard's or the relay's server is its child). */
function processTree(pid) {
  const out = [pid];
  for (let i = 0; i < out.length; i++) {
    try {
      for (const c of readFileSync(`/proc/${out[i]}/task/${out[i]}/children`, 'utf8').trim().split(/\s+/)) if (c) out.push(Number(c));
    } catch {
      // gone, or no children file
    }
  }
  return out;
}

/** CPU time of every process taking part in a round trip, in ms: the host (this process), the contender's process and its descendants. */
function chainCpu(pids) {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000 + pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
}

/** Round trips, timed, with the CPU time the first process spent on them (the guard's, the relay's or the server's). */
async function roundTrips(command, args, n, options = {}) {
  const host = lineHost(command, args, options);
  await host.init();
  const list = await host.request('tools/list');
  if (list.result.tools.length !== 4) throw new Error(`expected 4 tools, got ${JSON.stringify(list).slice(0, 200)}`);
  for (let i = 0; i < WARM_CALLS; i++) await host.request('tools/call', { name: 'search', arguments: { query: `w${i}` } });
  const pids = processTree(host.child.pid);
  const c0 = cpuMs(host.child.pid);
  const a0 = chainCpu(pids);
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < n; i++) {
    const r = await host.request('tools/call', { name: 'search', arguments: { query: `q${i}` } });
    if (!r.result) throw new Error(`call ${i} failed: ${JSON.stringify(r).slice(0, 200)}`);
  }
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  const cpu = cpuMs(host.child.pid) - c0;
  const all = chainCpu(pids) - a0;
  await host.close();
  return { ms, cpu, all };
}

/** The same round trips from the MCP SDK's Client over its StdioClientTransport: the way a host starts a server. */
async function sdkRoundTrips(command, args, n, { env, call = (i) => ({ name: 'search', arguments: { query: `q${i}` } }) } = {}) {
  const transport = new StdioClientTransport({ command, args, stderr: 'ignore', ...(env ? { env: { ...process.env, ...env } } : {}) });
  const client = new Client({ name: 'bench', version: '1' });
  await client.connect(transport);
  await client.listTools();
  for (let i = 0; i < WARM_CALLS; i++) await client.callTool(call(-1 - i));
  const pid = transport.pid;
  const pids = processTree(pid);
  const c0 = cpuMs(pid);
  const a0 = chainCpu(pids);
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < n; i++) {
    const r = await client.callTool(call(i));
    if (r.isError) throw new Error(`call ${i} failed: ${JSON.stringify(r).slice(0, 200)}`);
  }
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  const cpu = cpuMs(pid) - c0;
  const all = chainCpu(pids) - a0;
  await client.close();
  return { ms, cpu, all };
}

/**
 * Runs each contender `runs` times, the order rotated every round (no contender always runs first or
 * right after another), and prints medians, CPU per round trip of the contender's own process, and each
 * ratio to the first contender: the median of the per-round ratios (a load that comes and goes cancels
 * out of each) and the ratio of the medians.
 */
async function contest(title, contenders, n) {
  const times = contenders.map(() => []);
  const cpus = contenders.map(() => []);
  const alls = contenders.map(() => []);
  const loads = [machineLoad()];
  for (let r = 0; r < runs; r++) {
    for (let k = 0; k < contenders.length; k++) {
      const i = (k + r) % contenders.length;
      const { ms, cpu, all } = await contenders[i].run(n);
      times[i].push(ms);
      cpus[i].push(cpu);
      alls[i].push(all);
    }
  }
  loads.push(machineLoad());
  console.log(`\n${title}: ${n.toLocaleString('en')} sequential tools/call round trips, median of ${runs} rotated rounds (${loads.join(' -> ')}):`);
  const base = times[0];
  const ratios = contenders.map((_, i) => ({
    paired: median(times[i].map((t, r) => t / base[r])),
    ofMedians: median(times[i]) / median(base),
    cpu: median(alls[i].map((t, r) => t / alls[0][r])),
  }));
  console.log(`  ${''.padEnd(62)} ${'wall'.padStart(7)}  ${'per trip'.padStart(11)}  ${'wall ratio'.padEnd(10)}  CPU of all processes per trip (ratio)   CPU of the contender's own process`);
  contenders.forEach((c, i) => {
    const perTrip = (median(times[i]) / n) * 1000;
    const cpu = (median(cpus[i]) / n) * 1000;
    const all = (median(alls[i]) / n) * 1000;
    const ratio = (x) => (i === 0 ? '' : `${x.toFixed(3)}x`);
    console.log(`  ${c.name.padEnd(62)} ${formatMs(median(times[i])).padStart(7)}  ${perTrip.toFixed(0).padStart(5)} µs/trip  ${ratio(ratios[i].paired).padEnd(10)}  ${`${all.toFixed(0)} µs ${ratio(ratios[i].cpu)}`.padEnd(37)}  ${cpu.toFixed(0)} µs (${c.cpuOf})`);
  });
  return { times, ratios, n };
}

async function passThrough() {
  const calls = join(dir, 'calls.log');
  const lock = join(dir, 'none.lock');
  const direct = [GUARD_SERVER, calls];
  const guarded = [CLI, 'guard', '--lock', lock, '--', NODE, GUARD_SERVER, calls];
  const relayed = [BYTE_RELAY, NODE, GUARD_SERVER, calls];
  await roundTrips(NODE, guarded, 100); // warm-up
  const lean = await contest('(1) pass-through, a lean JSON-lines host, the fixture server (a tool that does nothing)', [
    { name: 'direct to the server', cpuOf: 'the server', run: (n) => roundTrips(NODE, direct, n) },
    { name: 'direct, the server in its own session (as the guard starts it)', cpuOf: 'the server', run: (n) => roundTrips(NODE, direct, n, { detached: true }) },
    { name: 'through a byte-copying relay (floor of any proxy process)', cpuOf: 'the relay', run: (n) => roundTrips(NODE, relayed, n) },
    { name: 'through toolseal guard', cpuOf: 'the guard', run: (n) => roundTrips(NODE, guarded, n) },
  ], 2000);
  const [, , relay, guard] = lean.ratios;
  console.log(`  guard / direct: wall ${guard.paired.toFixed(3)}x (ratio of medians ${guard.ofMedians.toFixed(3)}x), CPU of all processes ${guard.cpu.toFixed(3)}x`);
  console.log(`  a relay that only copies bytes / direct ${relay.paired.toFixed(3)}x; guard / relay ${median(lean.times[3].map((t, r) => t / lean.times[2][r])).toFixed(3)}x (the guard's logic, over the process hop)`);

  const sdk = (args) => (n) => sdkRoundTrips(NODE, args, n);
  const viaSdk = await contest('(1b) the same, the host the MCP SDK Client (StdioClientTransport)', [
    { name: 'direct to the server', cpuOf: 'the server', run: sdk(direct) },
    { name: 'through a byte-copying relay', cpuOf: 'the relay', run: sdk(relayed) },
    { name: 'through toolseal guard', cpuOf: 'the guard', run: sdk(guarded) },
  ], 2000);
  const target = viaSdk.ratios[2];
  console.log(`  guard / direct: wall ${target.paired.toFixed(3)}x (ratio of medians ${target.ofMedians.toFixed(3)}x), CPU of all processes ${target.cpu.toFixed(3)}x`);
  console.log(`  a relay that only copies bytes / direct: wall ${viaSdk.ratios[1].paired.toFixed(3)}x, CPU ${viaSdk.ratios[1].cpu.toFixed(3)}x`);
  recordRow({ measure: 'guard pass-through, 2,000 sequential tools/call (SDK Client, a tool that does nothing) vs direct, wall', ratio: target.paired, goal: 1.15, how: `median of ${runs} rotated rounds; ${machineLoad()}` });

  const workMs = Number(process.env.BENCH_GUARD_WORK_MS ?? 1);
  const work = [WORK_SERVER, String(workMs)];
  const worked = await contest(`(1c) the same, the SDK Client and a server whose tool works ${workMs} ms per call`, [
    { name: 'direct to the server', cpuOf: 'the server', run: sdk(work) },
    { name: 'through a byte-copying relay', cpuOf: 'the relay', run: sdk([BYTE_RELAY, NODE, ...work]) },
    { name: 'through toolseal guard', cpuOf: 'the guard', run: sdk([CLI, 'guard', '--lock', lock, '--', NODE, ...work]) },
  ], 2000);
  const w = worked.ratios[2];
  console.log(`  guard / direct: wall ${w.paired.toFixed(3)}x (ratio of medians ${w.ofMedians.toFixed(3)}x), CPU of all processes ${w.cpu.toFixed(3)}x`);
  recordRow({ measure: `guard pass-through, 2,000 sequential tools/call (SDK Client, a tool that works ${workMs} ms) vs direct, wall`, ratio: w.paired, goal: 1.15, how: `median of ${runs} rotated rounds; ${machineLoad()}` });

  // (1d) A server from npm doing what its tools do: @modelcontextprotocol/server-memory, whose search_nodes
  // reads its knowledge graph file (200 entities, as a session that has used it a while holds) on each call.
  const memoryFile = join(dir, 'memory.jsonl');
  const entities = Array.from({ length: 200 }, (_, i) => JSON.stringify({ type: 'entity', name: `entity-${i}`, entityType: i % 2 ? 'person' : 'project', observations: [`observation ${i} about the work`, `note ${i}`] }));
  const relations = Array.from({ length: 100 }, (_, i) => JSON.stringify({ type: 'relation', from: `entity-${i}`, to: `entity-${i + 1}`, relationType: 'works with' }));
  writeFileSync(memoryFile, [...entities, ...relations].join('\n'));
  const memoryLock = join(dir, 'memory.lock');
  const env = { MEMORY_FILE_PATH: memoryFile };
  rmSync(memoryLock, { force: true });
  const pin = spawnSync(NODE, [CLI, 'lock', '--lock', memoryLock, '--server-id', 'memory', '--env', `MEMORY_FILE_PATH=${memoryFile}`, '--', NODE, MEMORY_SERVER], { encoding: 'utf8' });
  if (pin.status !== 0) throw new Error(`lock of server-memory failed: ${pin.stderr}`);
  const search = { env, call: (i) => ({ name: 'search_nodes', arguments: { query: `entity-${Math.abs(i) % 200}` } }) };
  const npmServer = await contest('(1d) the same, the SDK Client and a server from npm: @modelcontextprotocol/server-memory, search_nodes over a 300-line graph file', [
    { name: 'direct to the server', cpuOf: 'the server', run: (n) => sdkRoundTrips(NODE, [MEMORY_SERVER], n, search) },
    { name: 'through a byte-copying relay', cpuOf: 'the relay', run: (n) => sdkRoundTrips(NODE, [BYTE_RELAY, NODE, MEMORY_SERVER], n, search) },
    { name: 'through toolseal guard (pinned, --unpinned block)', cpuOf: 'the guard', run: (n) => sdkRoundTrips(NODE, [CLI, 'guard', '--lock', memoryLock, '--server-id', 'memory', '--unpinned', 'block', '--', NODE, MEMORY_SERVER], n, search) },
  ], 2000);
  const m = npmServer.ratios[2];
  console.log(`  guard / direct: wall ${m.paired.toFixed(3)}x (ratio of medians ${m.ofMedians.toFixed(3)}x), CPU of all processes ${m.cpu.toFixed(3)}x; a relay that only copies bytes / direct: wall ${npmServer.ratios[1].paired.toFixed(3)}x`);
  recordRow({ measure: 'guard pass-through, 2,000 sequential tools/call (SDK Client, @modelcontextprotocol/server-memory search_nodes) vs direct, wall', ratio: m.paired, goal: 1.15, how: `median of ${runs} rotated rounds; ${machineLoad()}` });
  writeFileSync(calls, '');
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
