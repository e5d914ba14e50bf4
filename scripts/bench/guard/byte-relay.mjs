#!/usr/bin/env node
// The floor of any proxy that runs as its own Node process: it starts the server (as the guard does, in its
// own session) and copies bytes both ways, reading nothing. `node byte-relay.mjs COMMAND ARGS...`.
// The guard's pass-through benchmark measures the guard against this, so that the cost of the extra
// process (two pipe hops and two wake-ups per round trip) is told apart from the cost of the guard's logic.
import { spawn } from 'node:child_process';

const [command, ...args] = process.argv.slice(2);
const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'inherit'], detached: true });
process.stdin.pipe(child.stdin);
child.stdout.pipe(process.stdout);
process.stdin.on('end', () => child.stdin.end());
child.on('exit', (code) => process.exit(code ?? 1));
