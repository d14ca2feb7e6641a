import { makeAutoObservable, observable } from 'mobx';
import type { Api } from '../../../api';
import { signageApi } from '../../../api/signage';
import type { ScreenCommand, ScreenCommandItem, ScreenCommandRecord } from '../../../api/signage/screenCommandTypes';
import type { CommandReport, CommandSource, SendOutcome } from '../../../ui/command';

/** The screenshots screens answered, by screen: the latest one each. */
export class ScreenShots {
  readonly byScreen = observable.map<string, string>({}, { deep: false });

  constructor() {
    makeAutoObservable(this);
  }

  set(screen: string, url: string): void {
    this.byScreen.set(screen, url);
  }

  forget(screens: readonly string[]): void {
    for (const screen of screens) this.byScreen.delete(screen);
  }
}

const outcome = (item: ScreenCommandItem): SendOutcome =>
  item.accepted ? { target: item.screen, accepted: true, id: item.command.id } : { target: item.screen, accepted: false, reason: item.messageKey ? { messageKey: item.messageKey, values: item.values, message: item.message } : item.message };

const report = (command: ScreenCommandRecord): CommandReport => ({ id: command.id, life: command.state, reason: command.reasonKey ? { ...command.reasonKey, message: command.reason ?? '' } : command.reason });

/**
 * Screen commands for the kit's CommandTracker: sent through castscreen's sendcommand, their
 * results read back by id; a screenshot's picture is kept in `shots` when the screen answers.
 */
export function screenCommandSource(api: Api, pid: string, shots: ScreenShots): CommandSource<ScreenCommand> {
  return {
    async send(screens, cmd) {
      if (cmd === 'screenshot') shots.forget(screens);
      const { items } = await signageApi(api).screens.command({ pid, screens, cmd }, { hideError: true });
      return items.map(outcome);
    },
    async results(ids, signal) {
      const records = await signageApi(api).screens.commandResults({ pid, ids }, { silent: true, signal });
      for (const record of records) if (record.state === 'confirmed' && record.result?.screenshot) shots.set(record.screen, record.result.screenshot);
      return records.map(report);
    },
  };
}
