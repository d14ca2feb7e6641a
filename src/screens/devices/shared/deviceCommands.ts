import type { Api } from '../../../api';
import type { BatchItem, CommandRecord, DeviceCmd, DeviceKind } from '../../../api/devices/types';
import type { CommandReport, CommandSource, SendOutcome } from '../../../ui/command';
import { devicesApi } from '../../../api/devices';

const outcome = (item: BatchItem): SendOutcome =>
  item.accepted ? { target: item.did, accepted: true, id: item.command.id } : { target: item.did, accepted: false, reason: item.messageKey ? { messageKey: item.messageKey, values: item.values, message: item.message } : item.message };

const report = (command: CommandRecord): CommandReport => ({ id: command.id, life: command.state, reason: command.reasonKey ? { ...command.reasonKey, message: command.reason ?? '' } : command.reason });

/**
 * Device commands for the kit's CommandTracker (spec §7): one device through devControl, several
 * through batchDevsSet, and their results read back by command id. `pid` is the page's: the
 * server refuses a page the user may not control (-45403).
 */
export function deviceCommandSource(api: Api, pid: string): CommandSource<DeviceCmd> {
  return {
    async send(dids, cmd, signal) {
      if (dids.length === 1) {
        const { did, command } = await devicesApi(api).devControl({ pid, did: dids[0]!, act: 'set', cmd }, { hideError: true, signal });
        return [{ target: did, accepted: true, id: command.id }];
      }
      const { items } = await devicesApi(api).batchDevsSet({ pid, dids, act: 'set', cmd }, { signal });
      return items.map(outcome);
    },
    async results(ids, signal) {
      const { commands } = await devicesApi(api).commandResults(ids, { silent: true, signal });
      return commands.map(report);
    },
  };
}

/** The same command to every device of a kind in a space and under it (devsControlBySpace). */
export function sendToSpace(api: Api, pid: string, space: string, filter: { kind: DeviceKind; subtype?: number }): CommandSource<DeviceCmd>['send'] {
  return async (_dids, cmd, signal) => {
    const { items } = await devicesApi(api).devsControlBySpace({ pid, space, filter, act: 'set', cmd }, { signal });
    return items.map(outcome);
  };
}
