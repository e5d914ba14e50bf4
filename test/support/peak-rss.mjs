// Preloaded with `node --import` into a process under test: on exit, writes the process's peak resident
// memory (VmHWM from /proc/self/status, in bytes) to the file PEAK_RSS_FILE names. Linux only.
import { readFileSync, writeFileSync } from 'node:fs';

const file = process.env.PEAK_RSS_FILE;
if (file) {
  process.on('exit', () => {
    const kb = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    writeFileSync(file, String(Number(kb) * 1024));
  });
}
