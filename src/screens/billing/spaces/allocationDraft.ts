import type { AllocationSet, SpaceRoom, SpacesSetup } from '../../../api/billing/spacesTypes';

export type ShareMethodChoice = 'area' | 'ratio' | 'difference';

/** What the allocation dialog edits; percents by room did (null: not typed yet). */
export interface AllocationDraft {
  meter: string;
  method: ShareMethodChoice;
  rooms: string[];
  percents: Record<string, number | null>;
  minus: string[];
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A new share of a meter for the room, or the meter's allocation as it stands (editing). */
export function draftFor(setup: SpacesSetup, room: SpaceRoom, meter?: string, difference?: boolean): AllocationDraft {
  if (meter && difference) {
    const d = setup.differences.find((x) => x.space === room.did && x.meter === meter);
    return { meter, method: 'difference', rooms: [room.did], percents: {}, minus: d?.minus ?? [] };
  }
  const allocation = meter ? setup.allocations.find((a) => a.meter === meter) : undefined;
  if (!allocation) return { meter: meter ?? '', method: 'area', rooms: [room.did], percents: {}, minus: [] };
  return {
    meter: allocation.meter, method: allocation.method, rooms: allocation.parts.map((p) => p.space),
    percents: Object.fromEntries(allocation.parts.map((p) => [p.space, p.percent])), minus: [],
  };
}

/** The running sum of typed ratio shares (2 decimals). */
export function ratioSum(draft: AllocationDraft): number {
  return round2(Math.round(draft.rooms.reduce((sum, did) => sum + (draft.percents[did] ?? 0), 0) * 10_000) / 10_000);
}

/** Do the ratio shares add up to 100 % (to the cent of a percent, as the server checks)? */
export const addsUpTo100 = (sum: number) => Math.abs(sum - 100) <= 0.01;

/** Percents by area as the server will compute them (a preview; the server's answer is what counts). */
export function areaPreview(draft: AllocationDraft, rooms: readonly SpaceRoom[]): Record<string, number> {
  const areas = draft.rooms.map((did) => rooms.find((r) => r.did === did)?.area ?? 0);
  const total = areas.reduce((s, a) => s + a, 0);
  return Object.fromEntries(draft.rooms.map((did, i) => [did, total > 0 ? round2((100 * (areas[i] ?? 0)) / total) : 0]));
}

/** The version a save of the draft is made on: the meter's sharing, or the room's group for a difference (1 when the dialog's read has none). */
export function versionOf(setup: SpacesSetup, draft: AllocationDraft, space: string): number {
  if (draft.method === 'difference') return setup.rooms.find((r) => r.did === space)?.version ?? 1;
  return setup.meters.find((m) => m.did === draft.meter)?.version ?? 1;
}

/** The body of allocation/set for the draft, saved on the version of `setup` (the read the dialog edits). */
export function toRequest(pid: string, draft: AllocationDraft, space: string, setup: SpacesSetup): AllocationSet {
  const version = versionOf(setup, draft, space);
  if (draft.method === 'difference') return { pid, method: 'difference', meter: draft.meter, space, minus: draft.minus, version };
  if (draft.method === 'area') return { pid, method: 'area', meter: draft.meter, spaces: draft.rooms, version };
  return { pid, method: 'ratio', meter: draft.meter, parts: draft.rooms.map((did) => ({ space: did, percent: draft.percents[did] ?? 0 })), version };
}
