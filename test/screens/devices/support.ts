import type { Database } from '../../../mock/api/db/Database';
import type { MountedApp } from '../../support/mountApp';
import { mountSignedIn } from '../../support/session';

/**
 * For a file of device (and billing) screen tests: `open(path)` mounts a fresh console on the
 * English tenant at `path` with the user (the operator unless told) already signed in (a seeded
 * session in the file's mock backend); test/setup.ts unmounts it after each test.
 */
export function signedInConsole() {
  return async function open(path: string, user = 'operator', password?: string): Promise<MountedApp> {
    return mountSignedIn(path, { user, password });
  };
}

type DeviceRecord = ReturnType<Database['devices']['world']>['devices'][number];

/**
 * A room of the operator's store with a split AC that is offline (the seed draws ~5 % offline)
 * beside one that is not: the offline unit and every split AC of its room.
 */
export function roomWithAnOfflineSplit(db: Database): { offline: DeviceRecord; inRoom: DeviceRecord[] } {
  const splits = db.devices.world('st-1005-01').devices.filter((d) => d.kind === 'ac' && d.subtype === 2);
  const roomOf = (home: string) => splits.filter((d) => d.home === home);
  const offline = splits.find((d) => d.offlineSince !== undefined && roomOf(d.home).some((o) => o.offlineSince === undefined))!;
  return { offline, inRoom: roomOf(offline.home) };
}
