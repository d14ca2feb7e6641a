import { ASSET_REGISTER_PIDS, ASSETS_PIDS, type AssetRegister, type Slip, type SlipOptions } from '../../../../../src/api/operations/assetsTypes.ts';
import type { ResourceRef } from '../../core/access/Access.ts';
import { compactDay, iso } from '../../core/clock/time.ts';
import { keyedRefusal, said } from '../../core/said.ts';
import type { ChargingRegistry } from '../../core/charging/ChargingRegistry.ts';
import type { Row } from '../../core/tables/Table.ts';
import type { Writes } from '../../core/writes.ts';
import type { UserRecord } from '../../users.ts';
import { PARKING_PID, type ParkingView } from '../../../../../src/api/operations/parkingTypes.ts';
import { parkingOf } from './parking.ts';
import { registerOf } from './register.ts';
import { slipInputOf } from './slipInput.ts';

export interface AssetsSources {
  now: () => number;
  /** A store's IANA zone. */
  zoneOf: (store: string) => string;
  writes: Writes;
  /** The inventory list's records (p-inventory) the user reaches. */
  inventory: (user: UserRecord) => readonly Row[];
  /** The storeroom list's records (p-storeroom) the user reaches. */
  storerooms: (user: UserRecord) => readonly Row[];
  /** The asset-status list's records (p-asset-status) and the pile ledger's (p-ledger-pile) the user reaches. */
  assetRows: (user: UserRecord) => readonly Row[];
  pileRows: (user: UserRecord) => readonly Row[];
  /** The charging registry (stations, guns, sessions). */
  charging: () => ChargingRegistry;
  /** Today in a zone, on the world clock. */
  today: (zone: string) => string;
  /** Raises a storeroom's stock of a part on the inventory list (a new row when it has none); its did. */
  raise: (user: UserRecord, storeroomdid: string, model: string, by: number) => string;
}

const slipRef = (id: string): ResourceRef => ({ type: 'warehousing-slip', id, pages: [ASSETS_PIDS.slip] });
const notFound = (did: string) => keyedRefusal(said(`no such warehousing slip: ${did}`, 'operations.assets.slip.error.notFound', { did }));

/**
 * The assets part of the operations domain: warehousing slips of a company, drafted then posted;
 * posting raises the inventory list's quantities. Access, clock and audit are the core's.
 */
export class AssetsWorld {
  private readonly slips = new Map<string, Slip[]>();
  private serial = 0;

  constructor(private readonly sources: AssetsSources) {}

  /** The parts (one per model on the inventory list) and storerooms the user may put on a line. */
  private optionsOf(user: UserRecord): SlipOptions {
    const parts = new Map<string, SlipOptions['parts'][number]>();
    for (const row of this.sources.inventory(user)) {
      const model = String(row.model);
      if (!parts.has(model)) parts.set(model, { model, partname: String(row.partname), unit: String(row.unit) });
    }
    return {
      parts: [...parts.values()].sort((a, b) => a.model.localeCompare(b.model)),
      storerooms: this.sources.storerooms(user).map((r) => ({ did: r.did, name: String(r.name) })).sort((a, b) => a.did.localeCompare(b.did)),
    };
  }

  /** The company's slips; the first read seeds one draft (two lines into its first storeroom). */
  private book(user: UserRecord): Slip[] {
    let list = this.slips.get(user.companyid);
    if (!list) {
      list = [];
      this.slips.set(user.companyid, list);
      const { parts, storerooms } = this.optionsOf(user);
      const room = storerooms[0];
      if (room && parts.length >= 2) list.push(this.draft(user, { supplier: '英飞源', lines: [{ model: parts[0]!.model, quantity: 10, storeroomdid: room.did }, { model: parts[1]!.model, quantity: 4, storeroomdid: room.did }] }));
    }
    return list;
  }

  private draft(user: UserRecord, input: { did?: string; supplier: string; lines: Array<{ model: string; quantity: number; storeroomdid: string }> }, previous?: Slip): Slip {
    const { parts, storerooms } = this.optionsOf(user);
    const now = this.sources.now();
    const rooms = this.sources.storerooms(user);
    const lines = input.lines.map((l) => {
      const part = parts.find((p) => p.model === l.model)!;
      return { model: l.model, partname: part.partname, unit: part.unit, quantity: l.quantity, storeroomdid: l.storeroomdid, storeroomname: storerooms.find((r) => r.did === l.storeroomdid)?.name ?? '' };
    });
    if (!previous) this.serial += 1;
    const did = previous?.did ?? `ws-${String(this.serial).padStart(4, '0')}`;
    return {
      did,
      number: previous?.number ?? `WS${compactDay(now)}${String(this.serial).padStart(4, '0')}`,
      state: 'draft',
      supplier: input.supplier,
      lines,
      quantity: lines.reduce((n, l) => n + l.quantity, 0),
      createtime: previous?.createtime ?? iso(now),
      postedtime: '',
      author: previous?.author ?? user.nickname,
      zone: this.sources.zoneOf(String(rooms.find((r) => r.did === lines[0]?.storeroomdid)?.businessdid ?? '')),
    };
  }

  options(user: UserRecord, pid: string): SlipOptions {
    this.sources.writes.access.check(user, pid, 'view', slipRef('list'));
    return this.optionsOf(user);
  }

  list(user: UserRecord, pid: string): Slip[] {
    this.sources.writes.access.check(user, pid, 'view', slipRef('list'));
    return structuredClone(this.book(user)).reverse();
  }

  /** A new draft, or a draft replaced; a posted slip is refused. One audited write. */
  save(user: UserRecord, pid: string, body: unknown): Slip {
    const did = (body as { did?: unknown } | null)?.did;
    const existing = typeof did === 'string' && did !== '' ? did : undefined;
    const book = this.book(user);
    const find = () => book.find((s) => s.did === existing);
    return this.sources.writes.run(user, { pid, needs: existing ? 'edit' : 'add', area: 'records', op: existing ? 'slip-update' : 'slip-create', resource: slipRef(existing ?? ''), before: () => (existing ? structuredClone(find() ?? null) : null) }, () => {
      const previous = existing ? find() : undefined;
      if (existing && !previous) throw notFound(existing);
      if (previous?.state === 'posted') throw keyedRefusal(said(`slip ${previous.number} is posted and cannot be edited`, 'operations.assets.slip.error.posted', { number: previous.number }));
      const slip = this.draft(user, slipInputOf(body, this.optionsOf(user)), previous);
      if (previous) book[book.indexOf(previous)] = slip;
      else book.push(slip);
      return { answer: structuredClone(slip), target: slip.did };
    });
  }

  /** Posts a draft: each line raises its storeroom's stock of the part on the inventory list. One audited write. */
  post(user: UserRecord, pid: string, did: string): Slip {
    const book = this.book(user);
    const find = () => book.find((s) => s.did === did);
    return this.sources.writes.run(user, { pid, needs: 'edit', area: 'records', op: 'slip-post', resource: slipRef(did), before: () => structuredClone(find() ?? null) }, () => {
      const slip = find();
      if (!slip) throw notFound(did);
      if (slip.state === 'posted') throw keyedRefusal(said(`slip ${slip.number} is already posted`, 'operations.assets.slip.error.posted', { number: slip.number }));
      // All lines or none: a storeroom gone since the draft refuses the post before any stock moves.
      const rooms = new Set(this.optionsOf(user).storerooms.map((r) => r.did));
      const lost = slip.lines.find((l) => !rooms.has(l.storeroomdid));
      if (lost) throw keyedRefusal(said(`storeroom ${lost.storeroomname} is no longer one you reach`, 'operations.assets.slip.error.storeroomGone', { storeroom: lost.storeroomname }));
      const stock = slip.lines.map((l) => this.sources.raise(user, l.storeroomdid, l.model, l.quantity));
      slip.state = 'posted';
      slip.postedtime = iso(this.sources.now());
      return { answer: structuredClone(slip), detail: { did, stock } };
    });
  }

  /** The asset register: the asset-status list's records with their pile's warranty, as of today. */
  register(user: UserRecord, pid: string): AssetRegister {
    this.sources.writes.access.check(user, pid, 'view', { type: 'asset-register', id: 'list', pages: Object.values(ASSET_REGISTER_PIDS) });
    const todayOf = (store: string) => this.sources.today(this.sources.zoneOf(store));
    return registerOf(this.sources.assetRows(user), this.sources.pileRows(user), todayOf, this.sources.today('Asia/Shanghai'));
  }

  /** Smart parking at a station the user reaches (the first one without `station`): bays, blocking time, occupancy, overstay fees. */
  parking(user: UserRecord, pid: string, station: string | undefined): ParkingView {
    const registry = this.sources.charging();
    const reached = this.sources.writes.access.filterByStore(user, registry.stations, (s) => s.businessdid);
    const chosen = station ? reached.find((s) => s.did === station) : reached[0];
    if (!chosen) throw keyedRefusal(said(`no such charging station: ${station ?? ''}`, 'operations.parking.error.noStation', { station: station ?? '' }));
    this.sources.writes.access.check(user, pid, 'view', { type: 'charging-station', id: chosen.did, pages: [PARKING_PID], store: chosen.businessdid });
    const guns = registry.pilesOf(chosen.did).flatMap((p) => registry.gunsOf(p.did));
    const sessions = registry.sessions.filter((s) => s.stationdid === chosen.did);
    const view = parkingOf(chosen, guns, sessions, this.sources.zoneOf(chosen.businessdid), this.sources.now());
    return { stations: reached.map((s) => ({ did: s.did, name: s.name })), ...view };
  }
}
