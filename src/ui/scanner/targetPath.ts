import { scanPageOf, type ScanPageValue } from '../../api/scanPages';
import type { ScanTarget } from '../../api/scanTypes';
import { buildPath } from '../../routes';

/** A page's address values for one thing; a value the thing lacks (no station, no space) is left out. */
function fill(values: Readonly<Record<string, ScanPageValue>> | undefined, target: ScanTarget): Record<string, string> {
  const filled: Record<string, string> = {};
  for (const [name, value] of Object.entries(values ?? {})) {
    const text = typeof value === 'string' ? value : target[value.of];
    if (text) filled[name] = text;
  }
  return filled;
}

/**
 * The console page a scanned thing opens on, showing that thing: the page of the one table
 * (src/api/scanPages.ts) whose view the server checked, e.g. an AC unit's control screen with the
 * unit in `device=`, a gateway's list filtered to it, a screen's summary filtered to it.
 */
export function scanTargetPath(target: ScanTarget): string | null {
  const page = scanPageOf(target);
  return buildPath(page.route, fill(page.params, target), fill(page.query, target));
}

/** Whether the page works in one store (the header's): the console first moves to the thing's store. */
export const opensInStore = (target: ScanTarget): boolean => scanPageOf(target).inStore;
