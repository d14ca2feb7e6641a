import type { Contract, Occupancy } from '../../../../../src/api/billing/types.ts';
import type { RoomStateCounts, RoomStateList, RoomStateRow } from '../../../../../src/api/billing/spacesTypes.ts';
import { requireString, type Fields } from '../../../request.ts';
import { ROOM_STATE_RULES } from '../../../../../src/api/billing/rules.ts';
import { FieldErrors, optionAt } from '../../core/fieldErrors.ts';
import { textBy } from '../../core/ruleChecks.ts';
import type { UserRecord } from '../../users.ts';
import type { BillingWorld } from '../BillingWorld.ts';
import { daysBetween } from '../../core/clock/dates.ts';
import type { StoreBook } from '../StoreBook.ts';
import { bodyWrite, letRoom } from './common.ts';
import { dataMonth } from './flow.ts';

/** A room whose contract ended this many days ago or less is dirty until marked clean. */
export const DIRTY_DAYS = 30;
const OCCUPANCIES: readonly Occupancy[] = ['vacant', 'reserved', 'occupied', 'maintenance'];

/** What was set by hand on a room (occupancy null: derived from contracts). */
interface Manual {
  occupancy: Occupancy | null;
  clean: { value: boolean; on: string } | null;
  note: string;
  updatedAt: string;
}

// Kept beside each book (a reset builds new books, so hand-set states go with them).
const manualStates = new WeakMap<StoreBook, Map<string, Manual>>();
const manualOf = (book: StoreBook) => {
  let map = manualStates.get(book);
  if (!map) manualStates.set(book, (map = new Map()));
  return map;
};

const signed = (book: StoreBook, c: Contract) => ['active', 'expiring'].includes(book.contractState(c));
/** The last day a contract let its rooms (its termination day if ended early). */
const endOf = (c: Contract) => c.terminatedOn ?? c.end;

/** The room's contracts: the one in force, the one signed and not started, the day the last one ended. */
function contractsOf(book: StoreBook, room: string) {
  const own = book.contracts.filter((c) => c.rooms.includes(room));
  const today = book.today();
  const inForce = own.find((c) => signed(book, c) && c.start <= today);
  const reserved = own.filter((c) => signed(book, c) && c.start > today).sort((a, b) => a.start.localeCompare(b.start))[0];
  const ended = own.filter((c) => ['expired', 'terminated'].includes(book.contractState(c))).map(endOf).filter((d) => d < today).sort();
  return { inForce, reserved, lastEnded: ended[ended.length - 1] };
}

/**
 * Room states: occupancy derived from contracts (occupied while one is in force, reserved when
 * one is signed and not started, else vacant), dirty for DIRTY_DAYS after a contract ends, both
 * overridden by hand through roomstate/set — except that a room let under a contract in force
 * cannot be set vacant or reserved.
 */
export class RoomStates {
  constructor(
    private readonly billing: BillingWorld,
    private readonly now: () => string,
  ) {}

  row(book: StoreBook, did: string): RoomStateRow {
    const room = book.room(did)!;
    const { inForce, reserved, lastEnded } = contractsOf(book, did);
    const today = book.today();
    const manual = manualOf(book).get(did);
    const derived: Occupancy = inForce ? 'occupied' : reserved ? 'reserved' : 'vacant';
    const dirtyByContract = !inForce && lastEnded !== undefined && daysBetween(lastEnded, today) <= DIRTY_DAYS;
    const clean = manual?.clean && (!lastEnded || manual.clean.on >= lastEnded) ? manual.clean.value : !dirtyByContract;
    const contract = inForce ?? reserved;
    const since = contract ? contract.start : lastEnded;
    return {
      space: did, occupancy: manual?.occupancy ?? derived, clean, manual: Boolean(manual?.occupancy || manual?.clean), contract: contract?.did ?? null,
      tenant: contract?.tenant ?? null, note: manual?.note ?? '', updatedAt: manual?.updatedAt ?? `${since ?? today}T00:00:00.000Z`,
      room, tenantName: contract ? (book.tenant(contract.tenant)?.name ?? null) : null, contractCode: contract?.code ?? null,
      contractState: contract ? book.contractState(contract) : null, contractStart: contract?.start ?? null, contractEnd: contract ? endOf(contract) : null,
      daysLeft: contract ? daysBetween(today, endOf(contract)) : null,
    };
  }

  list(user: UserRecord, body: Fields): RoomStateList {
    this.billing.authorize(user, requireString(body, 'pid'), 'view');
    const book = this.billing.bookFor(user, requireString(body, 'store'));
    const rooms = book.rooms.map((r) => this.row(book, r.did));
    const counts: RoomStateCounts = { vacant: 0, reserved: 0, occupied: 0, maintenance: 0, dirty: 0, total: rooms.length };
    let area = 0;
    let occupiedArea = 0;
    for (const row of rooms) {
      counts[row.occupancy] += 1;
      if (!row.clean) counts.dirty += 1;
      area += row.room.area;
      if (row.occupancy === 'occupied') occupiedArea += row.room.area;
    }
    const rate = (part: number, of: number) => (of > 0 ? Math.round((part / of) * 10_000) / 10_000 : 0);
    return {
      store: book.store, today: book.today(), dataMonth: dataMonth(book.lastReadDay()), rooms, counts,
      occupancy: {
        byArea: { occupied: occupiedArea, of: area, rate: rate(occupiedArea, area) },
        byCount: { occupied: counts.occupied, of: rooms.length, rate: rate(counts.occupied, rooms.length) },
      },
    };
  }

  set(user: UserRecord, body: Fields): RoomStateRow {
    return bodyWrite(this.billing, user, body, 'roomstate.set', 'room-state', () => requireString(body, 'space'), () => {
      const space = requireString(body, 'space');
      const book = this.billing.bookOf(user, space);
      const errors = new FieldErrors();
      if (!letRoom(errors, book, space, 'space')) errors.check();
      const occupancy = body.occupancy === undefined || body.occupancy === null ? body.occupancy : optionAt(errors, body.occupancy, 'occupancy', OCCUPANCIES);
      if (body.clean !== undefined && typeof body.clean !== 'boolean') errors.add('clean', 'type', 'expected true or false');
      if (body.note !== undefined) textBy(errors, body.note, 'note', ROOM_STATE_RULES.note);
      if (body.occupancy === undefined && body.clean === undefined && body.note === undefined) errors.add('occupancy', 'required', 'set an occupancy, clean or a note');
      const { inForce } = contractsOf(book, space);
      if (inForce && (occupancy === 'vacant' || occupancy === 'reserved')) {
        errors.add('occupancy', 'option', `the room is let under contract ${inForce.code} until ${endOf(inForce)}`, 'validation.billing.roomLet', { contract: inForce.code, end: endOf(inForce) });
      }
      errors.check();
      const before = manualOf(book).get(space);
      const next: Manual = {
        occupancy: occupancy === undefined ? (before?.occupancy ?? null) : (occupancy ?? null),
        clean: typeof body.clean === 'boolean' ? { value: body.clean, on: book.today() } : (before?.clean ?? null),
        note: typeof body.note === 'string' ? body.note.trim() : (before?.note ?? ''),
        updatedAt: this.now(),
      };
      manualOf(book).set(space, next);
      return this.row(book, space);
    }, () => this.before(body));
  }

  /** The room's state before a write (no reach check; the audit's before). */
  private before(body: Fields): unknown {
    const space = typeof body.space === 'string' ? body.space : '';
    return this.billing.peek(space, (book) => (book.room(space) ? this.row(book, space) : undefined));
  }
}
