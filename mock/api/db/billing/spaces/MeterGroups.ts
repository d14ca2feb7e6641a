import type { Allocation, Difference } from '../../../../../src/api/billing/types.ts';
import type { AllocationResult, BillingMeter, SpaceMeterGroup, SpacesSetup } from '../../../../../src/api/billing/spacesTypes.ts';
import type { VersionStamp } from '../../../../../src/api/types.ts';
import type { SpaceBindings } from '../../../../../src/api/devices/types.ts';
import { BadRequest } from '../../../envelope.ts';
import { requireString, type Fields } from '../../../request.ts';
import { SHARE_RULES } from '../../../../../src/api/billing/rules.ts';
import { FieldErrors, optionAt } from '../../core/fieldErrors.ts';
import { aboveZeroBy } from '../aboveZero.ts';
import type { Metering } from '../../core/metering/Metering.ts';
import type { UserRecord } from '../../users.ts';
import type { BillingWorld } from '../BillingWorld.ts';
import { areaParts } from '../seedStore.ts';
import type { StoreBook } from '../StoreBook.ts';
import { bodyWrite, didList, isDownstream, letRoom, storeMeter, type Note } from './common.ts';
import type { Versions } from '../../core/versions.ts';
import { dataMonths } from './flow.ts';
import { round2 } from '../round.ts';

/** The version's kind: a shared meter's allocation (by meter) and a room's own meters and differences (by room). */
const KIND = 'meter-group';
/** Ratio parts may miss 100 % by this much (rounding of typed percents). */
const SUM_TOLERANCE = 0.01;
/** Percents are kept to 4 decimals, as area splits are. */
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * Rooms' meter groups: own meters bound in the room (setSpaceMeterGroup with a billing pid),
 * shared meters split by area or ratio and differences (allocation/set, delete). Every write
 * is checked whole before anything changes, and audited. A meter's sharing is saved on the
 * version its dialog opened (the meter's), a room's difference on the room's (issue 36 item 2).
 */
export class MeterGroups {
  constructor(
    private readonly billing: BillingWorld,
    private readonly metering: Metering,
    /** The device screens' answer for a space (its meters and the devices the device world bound in it). */
    private readonly bindings: (user: UserRecord, space: string) => SpaceBindings,
  ) {}

  private get versions(): Versions {
    return this.billing.writes.versions;
  }

  /** A save of a meter's sharing (id: the meter) or a room's group (id: the room), made on the version its dialog opened. */
  private saved(user: UserRecord, body: Fields, id: string, note: Note, change: () => void): void {
    note(this.versions.save(user, KIND, id, { sent: body.version, overwrite: body.overwrite }, change));
  }

  /** setting/detail: the store's let rooms with their groups, its electricity meters, allocations and differences. */
  setup(user: UserRecord, body: Fields): SpacesSetup {
    this.billing.authorize(user, requireString(body, 'pid'), 'view');
    const book = this.billing.bookFor(user, requireString(body, 'store'));
    const plan = this.metering.plans.get(book.store);
    const meters: Array<BillingMeter & VersionStamp> = (plan?.meters ?? [])
      .filter((m) => m.energytype === 'electricity')
      .map((m) => ({ did: m.did, name: m.name, kind: m.kind, category: m.category, building: m.building, parent: m.parent, space: book.tree.spaceOf(m.did) ?? null, ...this.versions.of(KIND, m.did) }));
    return {
      store: book.store, currency: book.currency, rooms: book.rooms.map((room) => ({ ...room, group: book.group(room.did), ...this.versions.of(KIND, room.did) })), meters,
      allocations: book.allocations, differences: book.differences, months: dataMonths(book.lastReadDay()),
    };
  }

  /** The billing part of getSpaceMeterGroup: the room, its group and the allocations it shares in. */
  group(user: UserRecord, pid: string, space: string): Omit<SpaceMeterGroup, 'space' | 'meters' | 'devices'> {
    this.billing.authorize(user, pid, 'view');
    return this.billingPart(this.billing.bookOf(user, space), space);
  }

  private billingPart(book: StoreBook, space: string): Omit<SpaceMeterGroup, 'space' | 'meters' | 'devices'> {
    const room = book.room(space);
    if (!room) return {};
    return { room, group: book.group(space), allocations: book.allocations.filter((a) => a.parts.some((p) => p.space === space)) };
  }

  /** setSpaceMeterGroup with a billing pid: binds meters in a let room as its own, or unbinds them. */
  bind(user: UserRecord, body: Fields): SpaceMeterGroup {
    return bodyWrite(this.billing, user, body, 'bind', 'meter-group', () => requireString(body, 'space'), () => {
      const space = requireString(body, 'space');
      const meters = didList(body, 'meters');
      const unbind = didList(body, 'unbind');
      const book = this.billing.bookOf(user, space);
      const errors = new FieldErrors();
      if (meters.length === 0 && unbind.length === 0) errors.add('meters', 'required', 'name meters to bind or unbind');
      if (!letRoom(errors, book, space, 'space')) errors.check();
      const group = book.group(space);
      meters.forEach((did, i) => {
        if (!storeMeter(errors, this.metering, book, did, `meters[${i}]`)) return;
        if (group.shares.some((s) => s.meter === did) || group.differences.some((d) => d.meter === did)) ownAndShared(errors, `meters[${i}]`, did, space);
      });
      unbind.forEach((did, i) => {
        if (!group.own.includes(did)) errors.add(`unbind[${i}]`, 'option', `meter ${did} is not bound in ${space}`, 'validation.billing.notOwn', { meter: did });
      });
      errors.check();
      for (const did of unbind) book.tree.unbind(did);
      for (const did of meters) book.tree.bind(did, space, 'meter');
      this.versions.bump(user, KIND, space);
      return { ...this.bindings(user, space), ...this.billingPart(book, space) };
    });
  }

  /** allocation/set: one allocation per meter (replaced whole), or one difference per room and meter. */
  set(user: UserRecord, body: Fields): AllocationResult {
    return bodyWrite(this.billing, user, body, 'allocation.set', 'meter-group', () => requireString(body, 'meter'), (note) => {
      const errors = new FieldErrors();
      const method = optionAt(errors, body.method, 'method', ['area', 'ratio', 'difference'] as const);
      errors.check();
      const meter = requireString(body, 'meter');
      if (method === 'difference') return this.setDifference(user, body, meter, note);
      const parts = method === 'area' ? didList(body, 'spaces').map((space) => ({ space, percent: 0 })) : ratioParts(body);
      if (parts.length === 0) throw failure('spaces', 'required', 'name the rooms that share the meter', 'validation.billing.noRooms');
      const book = this.billing.bookOf(user, parts[0]!.space);
      storeMeter(errors, this.metering, book, meter, 'meter');
      const field = method === 'area' ? 'spaces' : 'parts';
      const rooms = parts.filter((p, i) => letRoom(errors, book, p.space, `${field}[${i}]${method === 'ratio' ? '.space' : ''}`));
      parts.forEach((p, i) => {
        const group = book.room(p.space) ? book.group(p.space) : undefined;
        if (group?.own.includes(meter) || group?.differences.some((d) => d.meter === meter)) ownAndShared(errors, `${field}[${i}]`, meter, p.space);
      });
      if (method === 'ratio') checkHundred(errors, parts);
      errors.check();
      const allocation: Allocation = method === 'area'
        ? { meter, method, parts: areaParts(rooms.map((p) => ({ did: p.space, area: book.room(p.space)!.area }))) }
        : { meter, method: 'ratio', parts };
      this.saved(user, body, meter, note, () => {
        book.allocations = [...book.allocations.filter((a) => a.meter !== meter), allocation];
      });
      return { allocations: book.allocations, differences: book.differences };
    });
  }

  private setDifference(user: UserRecord, body: Fields, meter: string, note: Note): AllocationResult {
    const space = requireString(body, 'space');
    const minus = didList(body, 'minus');
    const book = this.billing.bookOf(user, space);
    const errors = new FieldErrors();
    letRoom(errors, book, space, 'space');
    const main = storeMeter(errors, this.metering, book, meter, 'meter');
    if (minus.length === 0) errors.add('minus', 'required', 'name the sub-meters to subtract', 'validation.billing.noSubMeters');
    minus.forEach((did, i) => {
      if (!storeMeter(errors, this.metering, book, did, `minus[${i}]`) || !main) return;
      if (!isDownstream(this.metering, did, meter)) {
        errors.add(`minus[${i}]`, 'option', `meter ${did} is not downstream of ${meter}`, 'validation.billing.notDownstream', { meter: did, upstream: meter });
      }
    });
    const group = book.room(space) ? book.group(space) : undefined;
    if (group && (group.own.includes(meter) || group.shares.some((s) => s.meter === meter))) ownAndShared(errors, 'meter', meter, space);
    errors.check();
    const difference: Difference = { space, meter, minus };
    this.saved(user, body, space, note, () => {
      book.differences = [...book.differences.filter((d) => !(d.space === space && d.meter === meter)), difference];
    });
    return { allocations: book.allocations, differences: book.differences };
  }

  /** allocation/delete: a shared meter's whole allocation, or one room's difference. */
  delete(user: UserRecord, body: Fields): AllocationResult {
    return bodyWrite(this.billing, user, body, 'allocation.delete', 'meter-group', () => requireString(body, 'meter'), () => {
      const meter = requireString(body, 'meter');
      if (body.method === 'difference') {
        const space = requireString(body, 'space');
        const book = this.billing.bookOf(user, space);
        if (!book.differences.some((d) => d.space === space && d.meter === meter)) throw failure('meter', 'option', `no difference of ${meter} for ${space}`, 'validation.billing.noAllocation', { meter });
        book.differences = book.differences.filter((d) => !(d.space === space && d.meter === meter));
        this.versions.bump(user, KIND, space);
        return { allocations: book.allocations, differences: book.differences };
      }
      const book = this.billing.bookOf(user, meter);
      if (!book.allocations.some((a) => a.meter === meter)) throw failure('meter', 'option', `meter ${meter} is not shared`, 'validation.billing.noAllocation', { meter });
      book.allocations = book.allocations.filter((a) => a.meter !== meter);
      this.versions.bump(user, KIND, meter);
      return { allocations: book.allocations, differences: book.differences };
    });
  }
}

function failure(field: string, rule: 'required' | 'option', message: string, key: string, values?: Record<string, string | number>): BadRequest {
  const errors = new FieldErrors();
  errors.add(field, rule, message, key, values);
  try {
    errors.check();
  } catch (error) {
    return error as BadRequest;
  }
  return new BadRequest(message);
}

function ownAndShared(errors: FieldErrors, field: string, meter: string, space: string): void {
  errors.add(field, 'option', `meter ${meter} cannot be both own and shared for ${space}`, 'validation.billing.ownAndShared', { meter, space });
}

/** Ratio parts `[{ space, percent }]`: well-formed, each 0 < percent ≤ 100, a room at most once. */
function ratioParts(body: Fields): Array<{ space: string; percent: number }> {
  const value = body.parts;
  if (!Array.isArray(value)) throw failure('parts', 'required', 'expected an array of { space, percent }', 'validation.billing.noRooms');
  const errors = new FieldErrors();
  const seen = new Set<string>();
  const parts = value.map((raw: unknown, i) => {
    const part = (typeof raw === 'object' && raw !== null ? raw : {}) as Fields;
    const space = typeof part.space === 'string' ? part.space : '';
    const share = aboveZeroBy(errors, typeof part.percent === 'number' ? round4(part.percent) : part.percent, `parts[${i}].percent`, SHARE_RULES.percent, { message: 'expected a percent above 0 and at most 100', messageKey: 'validation.billing.percent' });
    const percent = share ?? NaN;
    if (!space) errors.add(`parts[${i}].space`, 'required', 'required');
    else if (seen.has(space)) errors.add(`parts[${i}].space`, 'option', `${space} is named twice`, 'validation.billing.duplicateRoom', { space });
    seen.add(space);
    return { space, percent };
  });
  errors.check();
  return parts;
}

function checkHundred(errors: FieldErrors, parts: ReadonlyArray<{ percent: number }>): void {
  const sum = round2(round4(parts.reduce((s, p) => s + p.percent, 0)));
  if (Math.abs(sum - 100) > SUM_TOLERANCE) errors.add('parts', sum < 100 ? 'min' : 'max', `the shares add up to ${sum} %, not 100 %`, 'validation.billing.sharesNot100', { sum });
}
