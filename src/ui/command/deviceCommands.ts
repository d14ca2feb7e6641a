import type { Api } from '../../api';
import { devicesApi } from '../../api/devices';
import type { BatchItem, CommandRecord, DeviceCmd } from '../../api/devices/types';
import type { CommandReport, CommandSource, SendOutcome } from './CommandTracker';

/** One device's part of a batch as the tracker takes it: accepted with its command, or refused with the reason. */
export const batchOutcome = (item: BatchItem): SendOutcome =>
  item.accepted ? { target: item.did, accepted: true, id: item.command.id } : { target: item.did, accepted: false, reason: item.messageKey ? { messageKey: item.messageKey, values: item.values, message: item.message } : item.message };

const report = (command: CommandRecord): CommandReport => ({ id: command.id, life: command.state, reason: command.reasonKey ? { ...command.reasonKey, message: command.reason ?? '' } : command.reason });

/** The devices' answers, read back by command id: every device command's results, whichever page sent it. */
export async function deviceResults(api: Api, ids: string[], signal: AbortSignal): Promise<CommandReport[]> {
  const { commands } = await devicesApi(api).commandResults(ids, { silent: true, signal });
  return commands.map(report);
}

/**
 * Device commands for the kit's CommandTracker (spec §7): one device through devControl, several
 * through batchDevsSet, and their results read back by command id. `pid` is the page's: the
 * server refuses a page the user may not control, or one that does not command that device.
 */
export function deviceCommandSource(api: Api, pid: string): CommandSource<DeviceCmd> {
  return {
    async send(dids, cmd, signal) {
      if (dids.length === 1) {
        const { did, command } = await devicesApi(api).devControl({ pid, did: dids[0]!, act: 'set', cmd }, { hideError: true, signal });
        return [{ target: did, accepted: true, id: command.id }];
      }
      const { items } = await devicesApi(api).batchDevsSet({ pid, dids, act: 'set', cmd }, { signal });
      return items.map(batchOutcome);
    },
    results: (ids, signal) => deviceResults(api, ids, signal),
  };
}
