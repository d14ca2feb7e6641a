import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Folder under the system's temporary one where every mock process keeps its uploads. */
const BASE = join(tmpdir(), 'cem-mock-media');

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, owned by someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Uploaded media on disk, one folder per database (`run-<process id>-<n>`). At start the folders of
 * processes that are gone are removed, so a crashed dev server leaves nothing behind for long; the
 * folder of a live process (a parallel test worker) is left alone. A reset empties this one.
 */
export class MediaDisk {
  private static count = 0;
  readonly dir: string;
  private next = 0;

  constructor(base = BASE) {
    mkdirSync(base, { recursive: true });
    for (const name of readdirSync(base)) {
      const owner = Number(/^run-(\d+)-/.exec(name)?.[1]);
      if (Number.isInteger(owner) && owner !== process.pid && !alive(owner)) rmSync(join(base, name), { recursive: true, force: true });
    }
    MediaDisk.count += 1;
    this.dir = join(base, `run-${process.pid}-${MediaDisk.count}`);
    this.clear();
  }

  /** A fresh path for one upload. */
  newPath(): string {
    this.next += 1;
    return join(this.dir, `upload-${this.next}.bin`);
  }

  remove(path: string): void {
    rmSync(path, { force: true });
  }

  /** Back to an empty folder (a reset drops every uploaded file). */
  clear(): void {
    this.next = 0;
    rmSync(this.dir, { recursive: true, force: true });
    mkdirSync(this.dir, { recursive: true });
  }
}
