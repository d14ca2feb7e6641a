import type { Api } from '../../../api';
import { devicesApi } from '../../../api/devices';
import type { DeviceCmd, DeviceKind } from '../../../api/devices/types';
import type { CommandSource } from '../../../ui/command';
import { batchOutcome } from '../../../ui/command/deviceCommands';

/** The same command to every device of a kind in a space and under it (devsControlBySpace). */
export function sendToSpace(api: Api, pid: string, space: string, filter: { kind: DeviceKind; subtype?: number }): CommandSource<DeviceCmd>['send'] {
  return async (_dids, cmd, signal) => {
    const { items } = await devicesApi(api).devsControlBySpace({ pid, space, filter, act: 'set', cmd }, { signal });
    return items.map(batchOutcome);
  };
}
