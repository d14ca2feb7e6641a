import { SCREEN_ANSWER_MS, SCREEN_COMMAND_TIMEOUT_MS, type ScreenCommand, type ScreenCommandBatch, type ScreenCommandItem, type ScreenCommandRecord } from '../../../../../src/api/signage/screenCommandTypes.ts';
import { SIGNAGE_PIDS } from '../../../../../src/api/signage/types.ts';
import { BadRequest, STATUS_FAIL } from '../../../envelope.ts';
import { keyOfRefusal, keyedRefusal, said } from '../../core/said.ts';
import { notFound } from '../../core/notFound.ts';
import type { Writes } from '../../core/writes.ts';
import type { UserRecord } from '../../users.ts';
import { screenState, type ScreenBook, type ScreenRecord } from './ScreenBook.ts';

export interface ScreenCommandSources {
  writes: Writes;
  now: () => number;
  screens: ScreenBook;
  /** Where a screenshot of a company's screen is served (same origin), or null. */
  screenshotOf: (companyid: string, screen: ScreenRecord) => string | null;
}

interface Sent {
  record: ScreenCommandRecord;
  companyid: string;
  store: string;
  sentAt: number;
}

/**
 * Remote commands to screens on the world clock: an online screen answers SCREEN_ANSWER_MS after
 * the send (a screenshot with its picture's URL); a screen shown online but already silent (the
 * debounce) never answers, so its command times out; an offline screen is refused at send.
 * Each screen's command is one audited write on the page's `control`.
 */
/** Whether the user reaches a store: a screen of a store they do not reach is "no such screen" to them. */
type Reaches = (store: string) => boolean;

export class ScreenCommands {
  private readonly sent = new Map<string, Sent>();
  private count = 0;

  constructor(private readonly sources: ScreenCommandSources) {}

  /** One command to each screen: one result per screen, a refusal being that screen's result. */
  send(user: UserRecord, pid: string, dids: readonly string[], cmd: ScreenCommand, reaches: Reaches): ScreenCommandBatch {
    // A page the user may not control refuses the whole send (audited once).
    this.sources.writes.guard(user, { pid, needs: 'control', area: 'command', op: `screen-${cmd}`, resource: { type: 'screen', id: dids.join(','), pages: [SIGNAGE_PIDS.screenSummary] }, detail: { cmd } });
    const items = dids.map((did): ScreenCommandItem => {
      try {
        return { screen: did, accepted: true, command: this.sendOne(user, pid, did, cmd, reaches) };
      } catch (error) {
        if (!(error instanceof BadRequest)) throw error;
        return { screen: did, accepted: false, status: error.status === 0 ? STATUS_FAIL : error.status, message: error.message, ...keyOfRefusal(error) };
      }
    });
    return { items };
  }

  private screenOf(user: UserRecord, did: string, reaches: Reaches): ScreenRecord {
    const screen = this.sources.screens.get(user.companyid, did);
    if (!reaches(screen.store)) throw notFound('screen', did);
    return screen;
  }

  private sendOne(user: UserRecord, pid: string, did: string, cmd: ScreenCommand, reaches: Reaches): ScreenCommandRecord {
    const resource = () => ({ type: 'screen' as const, id: did, pages: [SIGNAGE_PIDS.screenSummary], store: this.screenOf(user, did, reaches).store });
    return this.sources.writes.run(user, { pid, needs: 'control', area: 'command', op: `screen-${cmd}`, resource, detail: { cmd } }, () => {
      const screen = this.screenOf(user, did, reaches);
      const at = this.sources.now();
      if (!screenState(screen, at).online) {
        throw keyedRefusal(said(`${screen.name} is offline: it cannot take commands`, 'signage.refusal.screenOffline', { screen: screen.name }));
      }
      this.count += 1;
      const record: ScreenCommandRecord = { id: `scmd-${String(this.count).padStart(5, '0')}`, screen: did, cmd, state: 'sent', sentAt: new Date(at).toISOString(), by: user.userid };
      this.sent.set(record.id, { record, companyid: screen.companyid, store: screen.store, sentAt: at });
      return { answer: structuredClone(record), target: record.id };
    });
  }

  /** Commands by id, advanced to now; ids of other companies or unreached stores are left out. */
  results(user: UserRecord, pid: string, ids: readonly string[], reaches: Reaches): ScreenCommandRecord[] {
    this.sources.writes.access.check(user, pid, 'view', { type: 'screen', id: 'commands', pages: [SIGNAGE_PIDS.screenSummary] });
    return ids.flatMap((id) => {
      const sent = this.sent.get(id);
      if (!sent || sent.companyid !== user.companyid || !reaches(sent.store)) return [];
      this.advance(sent);
      return [structuredClone(sent.record)];
    });
  }

  /** Settles a command once its answer (or its time-out) is due on the world clock. */
  private advance(sent: Sent): void {
    const { record } = sent;
    if (record.state !== 'sent') return;
    const now = this.sources.now();
    const answerAt = sent.sentAt + SCREEN_ANSWER_MS;
    const screen = this.sources.screens.get(sent.companyid, record.screen);
    // Silent when the answer is due (its link down since before then): it never answers.
    const silent = screen.downSince !== undefined && screen.downSince <= answerAt;
    if (!silent && now >= answerAt) {
      record.state = 'confirmed';
      record.doneAt = new Date(answerAt).toISOString();
      if (record.cmd === 'screenshot') {
        const url = this.sources.screenshotOf(sent.companyid, screen);
        if (url) record.result = { screenshot: url };
      }
    } else if (silent && now >= sent.sentAt + SCREEN_COMMAND_TIMEOUT_MS) {
      record.state = 'timeout';
      record.doneAt = new Date(sent.sentAt + SCREEN_COMMAND_TIMEOUT_MS).toISOString();
      record.reason = `${screen.name} did not answer`;
      record.reasonKey = { messageKey: 'signage.refusal.noAnswer', values: { screen: screen.name } };
    }
  }
}
