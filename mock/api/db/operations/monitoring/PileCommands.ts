import { PILE_ANSWER_MS, PILE_COMMAND_TIMEOUT_MS, type PileAction, type PileCommandResult } from '../../../../../src/api/operations/monitoringTypes.ts';
import { iso } from '../../core/clock/time.ts';
import { hashText, unit } from '../../core/noise.ts';
import type { Said } from '../../core/said.ts';

/** A command on its way to a pile: when the pile answers. */
export interface PendingPileCommand {
  record: PileCommandResult;
  station: string;
  pile: string;
  /** The gun it is about (none for a reset). */
  gun?: string;
  answerAt: number;
}

/** What the pile does with a command when its answer is due: confirm, fail with a reason, or stay silent (no link). */
export type PileAnswer = { state: 'confirmed' } | { state: 'failed'; reason: Said } | { state: 'silent' };

/**
 * The remote commands sent to the piles since the last reset: ids, and the ones still waiting
 * for their pile's answer, answered in the order they fall due on the world clock.
 */
export class PileCommands {
  private serial = 0;
  private readonly all = new Map<string, PendingPileCommand>();
  private pending: PendingPileCommand[] = [];

  issue(action: PileAction, target: { station: string; pile: string; gun?: string; code: string }, at: number): PileCommandResult {
    this.serial += 1;
    const id = `pcmd-${String(this.serial).padStart(6, '0')}`;
    const record: PileCommandResult = { id, target: target.gun ?? target.pile, action, state: 'sent', sentAt: iso(at) };
    const command = { record, station: target.station, pile: target.pile, gun: target.gun, answerAt: at + PILE_ANSWER_MS.min + Math.floor(unit(hashText(id), 0) * PILE_ANSWER_MS.spread) };
    this.all.set(id, command);
    this.pending.push(command);
    return record;
  }

  /** Answers every command due by `at`, earliest first (a later answer sees what an earlier one did). */
  settle(at: number, answer: (command: PendingPileCommand) => PileAnswer): void {
    for (;;) {
      const due = this.pending.filter((c) => c.answerAt <= at).sort((a, b) => a.answerAt - b.answerAt)[0];
      if (!due) return;
      this.pending = this.pending.filter((c) => c !== due);
      const sentAt = Date.parse(due.record.sentAt);
      const result = due.answerAt >= sentAt + PILE_COMMAND_TIMEOUT_MS ? ({ state: 'silent' } as const) : answer(due);
      if (result.state === 'silent') {
        // Nobody answered: it waits for its time-out, then is given up.
        if (due.answerAt < sentAt + PILE_COMMAND_TIMEOUT_MS) {
          due.answerAt = sentAt + PILE_COMMAND_TIMEOUT_MS;
          this.pending.push(due);
        } else Object.assign(due.record, { state: 'timeout', doneAt: iso(due.answerAt) });
        continue;
      }
      Object.assign(due.record, { state: result.state, doneAt: iso(due.answerAt) });
      if (result.state === 'failed') Object.assign(due.record, { reason: result.reason.text, reasonKey: result.reason.key });
    }
  }

  get(id: string): PileCommandResult | undefined {
    return this.all.get(id)?.record;
  }

  stationOf(id: string): string | undefined {
    return this.all.get(id)?.station;
  }
}
