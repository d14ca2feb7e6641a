import { SCREEN_DEBOUNCE_MS, type ScreenOrientation } from '../../../../../src/api/signage/screenTypes.ts';
import { SEED_NOW } from '../../core/clock/time.ts';
import { notFound } from '../../core/notFound.ts';

/** A store the company has, with its time zone. */
export interface ScreenStore {
  did: string;
  name: string;
  zone: string;
}

/** A room of a store's space tree, with its path (building / floor / room). */
export interface ScreenRoom {
  did: string;
  path: string;
}

export interface ScreenRecord {
  did: string;
  companyid: string;
  name: string;
  store: string;
  storeName: string;
  zone: string;
  space: string;
  spacePath: string;
  tags: string[];
  resolution: string;
  orientation: ScreenOrientation;
  /** The static group it is bound to. */
  group: string | null;
  /** When its link went down (undefined: up), and when it came up (its heartbeat starts there). */
  downSince?: number;
}

export interface ScreenBookSources {
  stores: (companyid: string) => ScreenStore[];
  rooms: (store: string) => ScreenRoom[];
}

/** Heartbeat: "last seen" moves in these steps while a screen is up. */
const HEARTBEAT = 30_000;
/** Stores of a company that get seeded screens. */
const SEEDED_STORES = 3;

/**
 * Every company's screens, seeded on first use: two in the first rooms of each of its first
 * stores' buildings (a lobby one, landscape, and a window one, portrait); one has been silent for
 * hours (offline), one went silent a minute before the seed's now (still online: debounced). The
 * window screens are bound to the seeded static group (GroupBook names it).
 */
export class ScreenBook {
  private readonly records = new Map<string, ScreenRecord>();
  private readonly seeded = new Set<string>();
  private count = 0;

  constructor(private readonly sources: ScreenBookSources) {}

  private ensure(companyid: string): void {
    if (this.seeded.has(companyid)) return;
    this.seeded.add(companyid);
    this.sources.stores(companyid).slice(0, SEEDED_STORES).forEach((store, storeIndex) => {
      this.sources.rooms(store.did).slice(0, 2).forEach((room, index) => {
        const did = `screen-${store.did}-0${index + 1}`;
        const lobby = index === 0;
        const downSince = storeIndex === 1 && !lobby ? SEED_NOW - 3 * 3600_000 : storeIndex === 2 && lobby ? SEED_NOW - 60_000 : undefined;
        this.records.set(did, {
          did, companyid, name: `${store.name} ${lobby ? 'lobby' : 'window'} screen`, store: store.did, storeName: store.name, zone: store.zone,
          space: room.did, spacePath: room.path, tags: [lobby ? 'lobby' : 'window'], resolution: lobby ? '1920x1080' : '1080x1920',
          orientation: lobby ? 'landscape' : 'portrait', group: lobby ? null : `group-${companyid}-02`, ...(downSince !== undefined ? { downSince } : {}),
        });
      });
    });
  }

  mine(companyid: string): ScreenRecord[] {
    this.ensure(companyid);
    return [...this.records.values()].filter((record) => record.companyid === companyid);
  }

  get(companyid: string, did: string): ScreenRecord {
    this.ensure(companyid);
    const record = this.records.get(did);
    if (!record || record.companyid !== companyid) throw notFound('screen', did);
    return record;
  }

  create(companyid: string, fields: Omit<ScreenRecord, 'did' | 'companyid'>): ScreenRecord {
    this.ensure(companyid);
    this.count += 1;
    const did = `screen-${fields.store}-n${String(this.count).padStart(3, '0')}`;
    const record: ScreenRecord = { ...fields, did, companyid };
    this.records.set(did, record);
    return record;
  }
}

/** Debounced state at `at`: offline once silent for SCREEN_DEBOUNCE_MS; last seen its last heartbeat. */
export function screenState(record: ScreenRecord, at: number): { online: boolean; lastSeen: number; offlineSince: number | null } {
  if (record.downSince === undefined || record.downSince > at) return { online: true, lastSeen: Math.floor(at / HEARTBEAT) * HEARTBEAT, offlineSince: null };
  const silent = at - record.downSince;
  return { online: silent < SCREEN_DEBOUNCE_MS, lastSeen: record.downSince, offlineSince: silent < SCREEN_DEBOUNCE_MS ? null : record.downSince };
}
