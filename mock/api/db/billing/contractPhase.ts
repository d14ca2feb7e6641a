import type { ContractOverlap, ContractPhase } from '../../../../src/api/billing/contractsTypes.ts';
import { SIGNED_PHASES } from '../../../../src/api/billing/contractsTypes.ts';
import type { Contract } from '../../../../src/api/billing/types.ts';
import type { StoreBook } from './StoreBook.ts';
import { daysBetween, lastDay } from '../core/clock/dates.ts';

/** A contract's state as people see it: signed but not started yet is 'reserved'. */
export function phaseOf(book: StoreBook, contract: Contract, today = book.today()): ContractPhase {
  const state = book.contractState(contract, today);
  return (state === 'active' || state === 'expiring') && contract.start > today ? 'reserved' : state;
}

export const isSigned = (phase: ContractPhase): boolean => SIGNED_PHASES.includes(phase);

/** The last day a contract holds its rooms: its end, or the day it was terminated. */
export const lastHeld = (contract: Contract): string => (contract.terminatedOn && contract.terminatedOn < contract.end ? contract.terminatedOn : contract.end);

/** Days from today to the last day held; null once over. */
export function daysLeft(contract: Contract, phase: ContractPhase, today: string): number | null {
  return phase === 'expired' || phase === 'terminated' ? null : daysBetween(today, lastHeld(contract));
}

/** The end of the last month billed to the contract (bills not void), null if none. */
export function billedThrough(book: StoreBook, contract: string): string | null {
  let month = '';
  for (const bill of book.bills) if (bill.contract === contract && bill.state !== 'void' && bill.month > month) month = bill.month;
  return month ? lastDay(month) : null;
}

/**
 * Signed contracts other than `except` that hold one of `rooms` on a day of [start, end]: one
 * entry per room and contract. Every contract ever signed counts over the days it held its rooms
 * (an expired or terminated one too), so a room is never let twice for the same day.
 */
export function overlapsOf(book: StoreBook, rooms: readonly string[], start: string, end: string, except?: string): ContractOverlap[] {
  const found: ContractOverlap[] = [];
  for (const other of book.contracts) {
    if (other.did === except || phaseOf(book, other) === 'draft') continue;
    const otherEnd = lastHeld(other);
    if (other.start > end || otherEnd < start) continue;
    for (const room of rooms) {
      if (!other.rooms.includes(room)) continue;
      found.push({
        room,
        roomName: book.roomLabel(room),
        contract: other.did,
        code: other.code,
        tenantName: book.tenant(other.tenant)?.name ?? other.tenant,
        start: other.start,
        end: otherEnd,
      });
    }
  }
  return found;
}
