// Child processes with prefixed output, and their clean shutdown.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const COLORS = [35, 36, 33, 32, 34, 31];
const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
let nextColor = 0;

export function makePrefix(name, width = 12) {
  const label = `[${name}]`.padEnd(width);
  const color = COLORS[nextColor++ % COLORS.length];
  return useColor ? `\x1b[${color}m${label}\x1b[0m ` : `${label} `;
}

function pipeLines(stream, prefix, out) {
  const lines = createInterface({ input: stream });
  lines.on('line', (line) => out.write(`${prefix}${line}\n`));
}

/** Spawns `command args` with every output line prefixed by `[name]`. */
export function spawnPrefixed(name, command, args, options = {}) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = makePrefix(name);
  pipeLines(child.stdout, prefix, process.stdout);
  pipeLines(child.stderr, prefix, process.stderr);
  return child;
}

/** Resolves with the exit code (or rejects if it could not start). */
export function exitOf(child) {
  return new Promise((resolvePromise, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}

/** Stops children on Ctrl-C / SIGTERM / exit; each is asked politely, then killed after graceMs. */
export function killOnExit(children, { graceMs = 5000 } = {}) {
  let stopping = false;
  const stopAll = () => {
    if (stopping) return;
    stopping = true;
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    }
    setTimeout(() => {
      for (const child of children) {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      }
    }, graceMs).unref();
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      stopAll();
      process.exitCode = 130;
    });
  }
  process.on('exit', stopAll);
  return stopAll;
}

/** Polls `url` until it answers 2xx, the child dies, or `timeoutMs` passes. */
export async function waitForHttp(url, { timeoutMs = 120_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`exited with code ${child.exitCode} before ${url} answered`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
}
