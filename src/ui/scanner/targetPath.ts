import { SCAN_PAGE_OF, type ScanTarget } from '../../api/scanTypes';
import { buildPath } from '../../routes';

/**
 * The console page a scanned thing opens on: a pile's or gun's station monitor, a device's terminal
 * monitor and a gateway's page (in its store), a screen's summary, an asset's record.
 */
export function scanTargetPath(target: ScanTarget): string | null {
  switch (target.kind) {
    case 'pile':
    case 'gun':
      return buildPath('station-monitoring', {}, target.station ? { station: target.station } : {});
    case 'device':
      return buildPath('terminal-monitoring');
    case 'gateway':
      return buildPath('gateway-management');
    case 'screen':
      return buildPath('screen-summary');
    case 'asset':
      return buildPath('detail', { pid: SCAN_PAGE_OF.asset, did: target.did, mode: 'view' });
  }
}

/** Whether the page works in one store (the header's): the console first moves to the thing's store. */
export const opensInStore = (target: ScanTarget): boolean => target.kind === 'device' || target.kind === 'gateway';
