// An exclusive lock on a PGlite data folder, so two processes never open the same files.
import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import path from 'node:path';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes `<folder>.lock` (stale locks of dead processes are taken over); returns the release. */
export async function lockDataFolder(folder: string): Promise<() => void> {
  const dir = path.resolve(folder);
  mkdirSync(path.dirname(dir), { recursive: true });
  const lockFile = `${dir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
        throw new Error(`The data folder ${dir} is in use by process ${holder}; stop it first.`, {
          cause: error,
        });
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dir}.`);
}
