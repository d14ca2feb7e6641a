import type { Api } from '../../../../api';
import { monitoringApi } from '../../../../api/operations';
import type { PileAction, PileCommandResult, PileSendItem } from '../../../../api/operations/monitoringTypes';
import type { CommandReport, CommandSource, SendOutcome } from '../../../../ui/command';

const outcome = (item: PileSendItem): SendOutcome =>
  item.accepted ? { target: item.target, accepted: true, id: item.id } : { target: item.target, accepted: false, reason: { messageKey: item.messageKey, values: item.values, message: item.message } };

const report = (command: PileCommandResult): CommandReport => ({ id: command.id, life: command.state, reason: command.reasonKey ? { ...command.reasonKey, message: command.reason ?? '' } : command.reason });

/** A remote command: what to do, at which station (the targets are its guns, or a pile for reset). */
export interface PileCmd {
  action: PileAction;
  station: string;
}

/** Remote commands to a station's piles for the kit's CommandTracker: sent through the ledger's page, answered by the pile. */
export function pileCommandSource(api: Api, pid: string): CommandSource<PileCmd> {
  return {
    async send(targets, { action, station }, signal) {
      const { items } = await monitoringApi(api).send({ pid, station, targets, action }, { hideError: true, signal });
      return items.map(outcome);
    },
    async results(ids, signal) {
      const { commands } = await monitoringApi(api).results({ pid, ids }, { silent: true, signal });
      return commands.map(report);
    },
  };
}
