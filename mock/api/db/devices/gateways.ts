import { GATEWAY_DEBOUNCE_MS } from '../../../../src/api/devices/types.ts';

/** A span the gateway's link was down: [from, to), `to` undefined while still down. */
export interface Outage {
  from: number;
  to?: number;
}

const MINUTE = 60_000;
/** The flapping gateway: a 1-minute blip every 40 minutes, and a 6-minute outage every 6 hours. */
const BLIP_EVERY = 40 * MINUTE;
const BLIP_FOR = MINUTE;
const OUTAGE_EVERY = 6 * 60 * MINUTE;
const OUTAGE_FOR = 6 * MINUTE;
/** How far back the debounce looks (state before that is taken as settled). */
const LOOKBACK = 24 * 60 * MINUTE;
/** Heartbeat period: "last seen" moves in these steps while the link is up. */
const HEARTBEAT = 30_000;

export type LinkPattern = { kind: 'steady' } | { kind: 'down-since'; since: number } | { kind: 'flapping'; phase: number };

function periodic(from: number, to: number, every: number, length: number, phase: number): Outage[] {
  const out: Outage[] = [];
  for (let start = Math.floor((from - phase) / every) * every + phase; start < to; start += every) {
    if (start + length > from) out.push({ from: start, to: start + length });
  }
  return out;
}

/**
 * A gateway's link over time (its seeded pattern plus outages set by hand) and the state the
 * console shows: debounced, so only outages (or recoveries) lasting GATEWAY_DEBOUNCE_MS count.
 */
export class GatewayLink {
  private readonly manual: Outage[] = [];

  constructor(private readonly pattern: LinkPattern) {}

  get flapping(): boolean {
    return this.pattern.kind === 'flapping';
  }

  /** Takes the link down (or up) from `at` on (tests, demos). */
  set(at: number, up: boolean): void {
    const open = this.manual.find((o) => o.to === undefined);
    if (up && open) open.to = at;
    if (!up && !open) this.manual.push({ from: at });
  }

  /** Outages overlapping [from, to), sorted, merged. */
  outages(from: number, to: number): Outage[] {
    const raw: Outage[] = [...this.manual.filter((o) => o.from < to && (o.to === undefined || o.to > from))];
    if (this.pattern.kind === 'down-since' && this.pattern.since < to) raw.push({ from: this.pattern.since });
    if (this.pattern.kind === 'flapping') {
      raw.push(...periodic(from, to, BLIP_EVERY, BLIP_FOR, this.pattern.phase), ...periodic(from, to, OUTAGE_EVERY, OUTAGE_FOR, this.pattern.phase + 17 * MINUTE));
    }
    raw.sort((a, b) => a.from - b.from);
    const merged: Outage[] = [];
    for (const outage of raw) {
      const last = merged[merged.length - 1];
      if (last && (last.to === undefined || outage.from <= last.to)) {
        if (last.to !== undefined) last.to = outage.to === undefined ? undefined : Math.max(last.to, outage.to);
      } else merged.push({ ...outage });
    }
    return merged;
  }

  /** Is the raw link up at `at`? */
  up(at: number): boolean {
    return !this.outages(at, at + 1).some((o) => o.from <= at && (o.to === undefined || o.to > at));
  }

  /** Was the link down at any moment of [from, to]? */
  downDuring(from: number, to: number): boolean {
    return this.outages(from, to + 1).length > 0;
  }

  /** The shown state at `at`: online, since when offline, when last seen. */
  state(at: number): { online: boolean; offlineSince?: number; lastSeen: number } {
    const outages = this.outages(at - LOOKBACK, at + 1).filter((o) => o.from <= at);
    let online = true;
    let since: number | undefined;
    outages.forEach((outage, index) => {
      const end = outage.to === undefined ? at : Math.min(outage.to, at);
      if (online && end - outage.from >= GATEWAY_DEBOUNCE_MS) {
        online = false;
        since = outage.from;
      }
      if (!online && outage.to !== undefined && outage.to <= at) {
        const upUntil = Math.min(outages[index + 1]?.from ?? at, at);
        if (upUntil - outage.to >= GATEWAY_DEBOUNCE_MS) {
          online = true;
          since = undefined;
        }
      }
    });
    const current = outages.find((o) => o.to === undefined || o.to > at);
    const lastSeen = current ? current.from : Math.floor(at / HEARTBEAT) * HEARTBEAT;
    return { online, ...(since !== undefined ? { offlineSince: since } : {}), lastSeen };
  }
}
