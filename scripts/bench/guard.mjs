// Benchmark: `toolseal guard`, the run-time proxy.
//   (1) pass-through: sequential tools/call round trips through the guard against the same calls straight
//       to the same server; target: guard <= 1.15x direct, wall time from the first call to the last answer
//       (start-up excluded: a session lasts far longer than its start). Every contender's session is open
//       at once and they take turns, a batch of BENCH_GUARD_BATCH (50) calls each, the order rotated every
//       round, until each has made BENCH_RUNS x 2,000 timed calls: a load or a change of the virtual
//       machine's speed that comes and goes falls on all of them alike, and each round gives a paired ratio
//       (the row is their median). Before that each session makes 500 untimed calls
//       (BENCH_GUARD_WARM_CALLS): the steady state is timed, not the JIT warming the path.
//       The contenders, beside the server alone:
//       - the floor of any proxy: two `cat` processes copying bytes, one each way (`cat | SERVER | cat`).
//         Every proxy that is a process of its own adds their two pipe hops and two wake-ups per round trip,
//         in the least CPU time a process can spend on them;
//       - the floor of a proxy that runs on Node: a Node process that starts the server as the guard does
//         and pipes bytes both ways, reading nothing (scripts/bench/guard/byte-relay.mjs); guard / this
//         relay is the cost of the guard's own work (a strict read of every message both ways, routing);
//         target: <= 1.10x, with each of the three servers below;
//       - toolseal guard.
//       The servers:
//       - (1) a lean JSON-lines host (no SDK on the host side, so the proxy's share is the largest), with a
//         contender that starts the server in its own session as the guard does (its own process group,
//         for the clean-up; with autogroup scheduling a busy machine treats such a process differently);
//       - (1b) the MCP SDK's Client over its StdioClientTransport, which starts the server the way a host
//         does, and the SDK McpServer of test/fixtures/servers/guard-upstream-server.mjs, whose tool does
//         nothing: the least a server can do, so the ratio of the process hop itself;
//       - (1c) a server whose tool works 1 ms per call (scripts/bench/guard/work-server.mjs;
//         BENCH_GUARD_WORK_MS=N);
//       - (1d) a server from npm doing its job: @modelcontextprotocol/server-memory's search_nodes, which
//         reads its knowledge graph file on each call: the ratio a user of a real server feels.
//       Besides wall time, the CPU time of every process in the chain (host, proxy, server; /proc, 10 ms
//       ticks over the whole run; the host's own per batch), which a machine shared with other work
//       disturbs far less than wall time; the load is printed.
//   (2) deciding a 10,000-tool list (100 pages of 100, raw-stdio-server.mjs): the time the guard takes to
//       answer a host's tools/list (every page fetched from the server, read strictly, checked against the
//       lock) against `toolseal check --snapshot` of the same surface as a whole process; target <= 1.2x.
//   (3) memory: the guard's resident set (VmRSS of its process) sampled over 100,000 pass-through messages
//       (50,000 pings and their answers, pipelined 500 at a time; BENCH_GUARD_PINGS=N for more); target:
//       flat (the last sample within 10 MB of the first after warm-up). Over much longer runs V8 lets the
//       heap grow before it collects; NODE_OPTIONS=--max-old-space-size=40 shows the floor (flat at the
//       same size, so nothing is kept per message).
// TOOLSEAL_CLI=path overrides dist/cli.js; BENCH_GUARD=pass,decide,memory picks parts.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { CLI as DIST_CLI, NODE, ROOT, benchDir, compareProcesses, formatMs, machineLoad, median, recordRow } from '../bench-lib.mjs';

const CLI = process.env.TOOLSEAL_CLI ?? DIST_CLI;
const GUARD_SERVER = join(ROOT, 'test', 'fixtures', 'servers', 'guard-upstream-server.mjs');
const RAW_SERVER = join(ROOT, 'test', 'fixtures', 'servers', 'raw-stdio-server.mjs');
const WORK_SERVER = join(ROOT, 'scripts', 'bench', 'guard', 'work-server.mjs');
const BYTE_RELAY = join(ROOT, 'scripts', 'bench', 'guard', 'byte-relay.mjs');
const MEMORY_SERVER = join(ROOT, 'node_modules', '@modelcontextprotocol', 'server-memory', 'dist', 'index.js');
const dir = benchDir('guard');
// A lock that pins nothing, for the servers the guard serves unpinned (a --lock that does not exist is an
// error, and a server that names itself, unpinned in a lock, is blocked without --unpinned allow).
writeFileSync(join(dir, 'none.lock'), `${JSON.stringify({ lockfileVersion: 1, servers: {} })}\n`);
const runs = Number(process.env.BENCH_RUNS ?? 5);
/** Calls each session makes before the timed ones, in every contender: the steady state is measured, not the JIT's first minutes (a session lasts long). */
const WARM_CALLS = Number(process.env.BENCH_GUARD_WARM_CALLS ?? 500);
/** Timed calls per contender, and how many one turn makes. */
const CALLS = runs * 2000;
const BATCH = Number(process.env.BENCH_GUARD_BATCH ?? 50);

/** `command args...` started with two `cat` processes copying its stdin and stdout: the floor of a proxy process. */
function behindCat(command, args) {
  return ['sh', ['-c', 'cat | "$@" | cat', 'sh', command, ...args]];
}

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
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) * 10;
  } catch {
    return 0; // gone
  }
}

/** A process and its descendants, from /proc (the guard's or the floor's server is its child). */
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

const sumCpu = (pids) => pids.reduce((sum, pid) => sum + cpuMs(pid), 0);

/** The processes of a tree that are not the server (the proxy's: the guard, or sh and the two cats). */
function proxyProcesses(pids, server) {
  return pids.filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').indexOf(server) !== 1; // `node SERVER ...` is the server
    } catch {
      return false;
    }
  });
}
/** This process's CPU time so far, in ms (the host's share of every session). */
const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const search = (i) => ({ name: 'search', arguments: { query: `q${i}` } });

/**
 * A session of the lean JSON-lines host, initialized, its tools listed and warmed: `call(i)` makes one
 * tools/call round trip; `pid` is the process it started.
 */
async function leanSession(command, args, { detached = false, tools = 4 } = {}) {
  const host = lineHost(command, args, { detached });
  await host.init();
  const list = await host.request('tools/list');
  if (list.result?.tools?.length !== tools) throw new Error(`expected ${tools} tools, got ${JSON.stringify(list).slice(0, 200)}`);
  const call = async (i) => {
    const r = await host.request('tools/call', search(i));
    if (!r.result) throw new Error(`call ${i} failed: ${JSON.stringify(r).slice(0, 200)}`);
  };
  for (let i = 0; i < WARM_CALLS; i++) await call(-1 - i);
  return { call, pid: host.child.pid, close: host.close };
}

/** The same from the MCP SDK's Client over its StdioClientTransport: the way a host starts a server. */
async function sdkSession(command, args, { env, call: callOf = search } = {}) {
  const transport = new StdioClientTransport({ command, args, stderr: 'ignore', ...(env ? { env: { ...process.env, ...env } } : {}) });
  const client = new Client({ name: 'bench', version: '1' });
  await client.connect(transport);
  await client.listTools();
  const call = async (i) => {
    const r = await client.callTool(callOf(i));
    if (r.isError) throw new Error(`call ${i} failed: ${JSON.stringify(r).slice(0, 200)}`);
  };
  for (let i = 0; i < WARM_CALLS; i++) await call(-1 - i);
  return { call, pid: transport.pid, close: () => client.close() };
}

/**
 * Opens every contender's session, then has them take turns, BATCH sequential calls each, the order
 * rotated every round, until each has made CALLS timed calls. Prints per-trip wall and CPU times and each
 * contender's ratio to the first: the median of the per-round ratios (the row), and the ratio of the sums.
 * `server` is the server's script: the processes of a chain that do not run it are the proxy's.
 */
async function interleaved(title, server, contenders) {
  const sessions = [];
  for (const c of contenders) sessions.push(await c.open());
  const trees = sessions.map((s) => processTree(s.pid));
  const proxies = trees.map((t) => proxyProcesses(t, server));
  const cpu0 = trees.map(sumCpu);
  const proxy0 = proxies.map(sumCpu);
  const times = contenders.map(() => []);
  const hostCpu = contenders.map(() => 0);
  const loads = [machineLoad()];
  const rounds = Math.ceil(CALLS / BATCH);
  for (let r = 0; r < rounds; r++) {
    for (let k = 0; k < contenders.length; k++) {
      const i = (k + r) % contenders.length;
      const c0 = ownCpuMs();
      const t0 = process.hrtime.bigint();
      for (let j = 0; j < BATCH; j++) await sessions[i].call(r * BATCH + j);
      times[i].push(Number(process.hrtime.bigint() - t0) / 1e6);
      hostCpu[i] += ownCpuMs() - c0;
    }
  }
  const chainCpu = trees.map((t, i) => sumCpu(t) - cpu0[i]);
  const all = chainCpu.map((c, i) => c + hostCpu[i]);
  const proxyCpu = proxies.map((p, i) => sumCpu(p) - proxy0[i]);
  for (const s of sessions) await s.close();
  loads.push(machineLoad());
  const n = rounds * BATCH;
  const sum = (a) => a.reduce((x, y) => x + y, 0);
  const ratios = contenders.map((_, i) => ({
    paired: median(times[i].map((t, r) => t / times[0][r])),
    ofSums: sum(times[i]) / sum(times[0]),
    cpu: all[i] / all[0],
  }));
  console.log(
    `\n${title}: ${n.toLocaleString('en')} sequential tools/call round trips per contender, in turns of ${BATCH} (${loads.join(' -> ')}):`,
  );
  console.log(
    `  ${''.padEnd(62)} ${'per trip'.padStart(12)}  ${'wall ratio'.padEnd(10)}  CPU of all processes per trip (ratio)   CPU of the proxy's processes`,
  );
  contenders.forEach((c, i) => {
    const perTrip = (sum(times[i]) / n) * 1000;
    const ratio = (x) => (i === 0 ? '' : `${x.toFixed(3)}x`);
    console.log(
      `  ${c.name.padEnd(62)} ${perTrip.toFixed(0).padStart(6)} µs/trip  ${ratio(ratios[i].paired).padEnd(10)}  ${`${((all[i] / n) * 1000).toFixed(0)} µs ${ratio(ratios[i].cpu)}`.padEnd(37)}  ${proxies[i].length === 0 ? '-' : `${((proxyCpu[i] / n) * 1000).toFixed(0)} µs`}`,
    );
  });
  return { times, ratios, n };
}

/**
 * Prints the guard's ratio to direct and to the two floors; returns the guard's ratios and its paired
 * ratio to the Node relay (the median of the per-round ratios, like the others).
 */
function summarize({ ratios, times }, floorAt, relayAt, guardAt) {
  const guard = ratios[guardAt];
  const overRelay = median(times[guardAt].map((t, r) => t / times[relayAt][r]));
  console.log(
    `  guard / direct: wall ${guard.paired.toFixed(3)}x (ratio of the sums ${guard.ofSums.toFixed(3)}x), CPU of all processes ${guard.cpu.toFixed(3)}x`,
  );
  console.log(
    `  floors / direct: two cat processes ${ratios[floorAt].paired.toFixed(3)}x, a Node relay ${ratios[relayAt].paired.toFixed(3)}x; guard / Node relay ${overRelay.toFixed(3)}x (the guard's own work, over a Node process's hop)`,
  );
  return { ...guard, overRelay };
}

async function passThrough() {
  const calls = join(dir, 'calls.log');
  const lock = join(dir, 'none.lock');
  const direct = [GUARD_SERVER, calls];
  const guarded = [CLI, 'guard', '--lock', lock, '--unpinned', 'allow', '--', NODE, GUARD_SERVER, calls];
  const how = `median per-round ratio, ${CALLS.toLocaleString('en')} calls each in turns of ${BATCH}`;

  const lean = await interleaved('(1) pass-through, a lean JSON-lines host, the fixture server (a tool that does nothing)', GUARD_SERVER, [
    { name: 'direct to the server', open: () => leanSession(NODE, direct) },
    { name: 'direct, the server in its own session (as the guard starts it)', open: () => leanSession(NODE, direct, { detached: true }) },
    { name: 'through two cat processes (the floor of any proxy process)', open: () => leanSession(...behindCat(NODE, direct)) },
    { name: 'through a Node relay piping bytes (the floor of a Node proxy)', open: () => leanSession(NODE, [BYTE_RELAY, NODE, ...direct]) },
    { name: 'through toolseal guard', open: () => leanSession(NODE, guarded) },
  ]);
  summarize(lean, 2, 3, 4);

  const noop = await interleaved('(1b) the same, the host the MCP SDK Client (StdioClientTransport)', GUARD_SERVER, [
    { name: 'direct to the server', open: () => sdkSession(NODE, direct) },
    { name: 'through two cat processes (the floor of any proxy process)', open: () => sdkSession(...behindCat(NODE, direct)) },
    { name: 'through a Node relay piping bytes (the floor of a Node proxy)', open: () => sdkSession(NODE, [BYTE_RELAY, NODE, ...direct]) },
    { name: 'through toolseal guard', open: () => sdkSession(NODE, guarded) },
  ]);
  const g = summarize(noop, 1, 2, 3);
  recordRow({
    measure: 'guard pass-through, sequential tools/call (SDK Client, a tool that does nothing) vs direct, wall',
    ratio: g.paired,
    goal: 1.15,
    how: `${how}; ${machineLoad()}`,
  });
  recordRow({
    measure: '  the same calls through two cat processes (the floor of any proxy process) vs direct, wall',
    ratio: noop.ratios[1].paired,
    goal: 1.15,
    how: `${how}; the same run`,
  });
  recordRow({
    measure: "  the same calls through the guard vs through a Node relay piping bytes (the guard's own work), wall",
    ratio: g.overRelay,
    goal: 1.1,
    how: `${how}; the same run`,
  });

  const workMs = Number(process.env.BENCH_GUARD_WORK_MS ?? 1);
  const work = [WORK_SERVER, String(workMs)];
  const worked = await interleaved(`(1c) the same, the SDK Client and a server whose tool works ${workMs} ms per call`, WORK_SERVER, [
    { name: 'direct to the server', open: () => sdkSession(NODE, work) },
    { name: 'through two cat processes (the floor of any proxy process)', open: () => sdkSession(...behindCat(NODE, work)) },
    { name: 'through a Node relay piping bytes (the floor of a Node proxy)', open: () => sdkSession(NODE, [BYTE_RELAY, NODE, ...work]) },
    {
      name: 'through toolseal guard',
      open: () => sdkSession(NODE, [CLI, 'guard', '--lock', lock, '--unpinned', 'allow', '--', NODE, ...work]),
    },
  ]);
  const w = summarize(worked, 1, 2, 3);
  recordRow({
    measure: `guard pass-through, sequential tools/call (SDK Client, a tool that works ${workMs} ms) vs direct, wall`,
    ratio: w.paired,
    goal: 1.15,
    how: `${how}; ${machineLoad()}`,
  });
  recordRow({
    measure: "  the same calls through the guard vs through a Node relay piping bytes (the guard's own work), wall",
    ratio: w.overRelay,
    goal: 1.1,
    how: `${how}; the same run`,
  });

  // (1d) A server from npm doing what its tools do: @modelcontextprotocol/server-memory, whose search_nodes
  // reads its knowledge graph file (200 entities, as a session that has used it a while holds) on each call.
  const memoryFile = join(dir, 'memory.jsonl');
  const entities = Array.from({ length: 200 }, (_, i) =>
    JSON.stringify({
      type: 'entity',
      name: `entity-${i}`,
      entityType: i % 2 ? 'person' : 'project',
      observations: [`observation ${i} about the work`, `note ${i}`],
    }),
  );
  const relations = Array.from({ length: 100 }, (_, i) =>
    JSON.stringify({ type: 'relation', from: `entity-${i}`, to: `entity-${i + 1}`, relationType: 'works with' }),
  );
  writeFileSync(memoryFile, [...entities, ...relations].join('\n'));
  const memoryLock = join(dir, 'memory.lock');
  const env = { MEMORY_FILE_PATH: memoryFile };
  rmSync(memoryLock, { force: true });
  const pin = spawnSync(
    NODE,
    [CLI, 'lock', '--lock', memoryLock, '--server-id', 'memory', '--env', `MEMORY_FILE_PATH=${memoryFile}`, '--', NODE, MEMORY_SERVER],
    { encoding: 'utf8' },
  );
  if (pin.status !== 0) throw new Error(`lock of server-memory failed: ${pin.stderr}`);
  const searchNodes = { env, call: (i) => ({ name: 'search_nodes', arguments: { query: `entity-${Math.abs(i) % 200}` } }) };
  const npmServer = await interleaved(
    '(1d) the same, the SDK Client and a server from npm: @modelcontextprotocol/server-memory, search_nodes over a 300-line graph file',
    MEMORY_SERVER,
    [
      { name: 'direct to the server', open: () => sdkSession(NODE, [MEMORY_SERVER], searchNodes) },
      {
        name: 'through two cat processes (the floor of any proxy process)',
        open: () => sdkSession(...behindCat(NODE, [MEMORY_SERVER]), searchNodes),
      },
      {
        name: 'through a Node relay piping bytes (the floor of a Node proxy)',
        open: () => sdkSession(NODE, [BYTE_RELAY, NODE, MEMORY_SERVER], searchNodes),
      },
      {
        name: 'through toolseal guard (pinned, --unpinned block)',
        open: () =>
          sdkSession(
            NODE,
            [CLI, 'guard', '--lock', memoryLock, '--server-id', 'memory', '--unpinned', 'block', '--', NODE, MEMORY_SERVER],
            searchNodes,
          ),
      },
    ],
  );
  const m = summarize(npmServer, 1, 2, 3);
  recordRow({
    measure: 'guard pass-through, sequential tools/call (SDK Client, @modelcontextprotocol/server-memory search_nodes) vs direct, wall',
    ratio: m.paired,
    goal: 1.15,
    how: `${how}; ${machineLoad()}`,
  });
  recordRow({
    measure: "  the same calls through the guard vs through a Node relay piping bytes (the guard's own work), wall",
    ratio: m.overRelay,
    goal: 1.1,
    how: `${how}; the same run`,
  });
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
  const [check] = compareProcesses([{ name: 'toolseal check --snapshot', args: [CLI, 'check', '--snapshot', snap, '--lock', lock] }], {
    runs,
    warmup: 1,
  });
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
  const host = lineHost(NODE, [CLI, 'guard', '--lock', join(dir, 'none.lock'), '--unpinned', 'allow', '--', NODE, GUARD_SERVER, calls]);
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
  console.log(
    `\n(3) the guard's resident memory over ${(total * 2).toLocaleString('en')} pass-through messages (sampled every ${((total * 2) / 10).toLocaleString('en')}):`,
  );
  console.log(`  ${samples.map((s) => (s / 1024).toFixed(1)).join(' ')} MB`);
  console.log(
    `  after warm-up ${(first / 1024).toFixed(1)} MB, last ${(last / 1024).toFixed(1)} MB, peak ${(max / 1024).toFixed(1)} MB   target flat (within 10 MB): ${flat ? 'MET' : 'NOT MET'}`,
  );
}

const only = process.env.BENCH_GUARD;
if (!only || only.includes('pass')) await passThrough();
if (!only || only.includes('decide')) await decideList();
if (!only || only.includes('memory')) await memory();
