// PGlite keeps its files in one folder and has no lock of its own: two processes opening it at
// once (the API starting while `npm run remotes` or `npm run seed` opens it too) corrupt it. The
// process that opens it writes <folder>.lock with its pid; another live process refuses to open.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class PgliteInUse extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(
      `The PGlite database in ${folder} is open in process ${pid} (a running API?): stop it first, or use the running API`,
    );
    this.name = 'PgliteInUse';
  }
}

export function pgliteLockFile(folder: string): string {
  return `${folder.replace(/\/+$/, '')}.lock`;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid holding the folder, or null when nobody (alive) does. */
export function pgliteHolder(folder: string): number | null {
  try {
    const pid = Number(readFileSync(pgliteLockFile(folder), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}

/** Takes the folder for this process (a lock left by a dead process is taken over). */
export function lockPglite(folder: string): () => void {
  const file = pgliteLockFile(folder);
  mkdirSync(path.dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = pgliteHolder(folder);
      if (holder !== null) throw new PgliteInUse(folder, holder);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${folder}`);
}
