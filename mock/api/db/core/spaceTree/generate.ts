import type { BuildingType } from '../../../../../src/api/energyTypes.ts';
import type { RoomType, SpaceNode } from '../../../../../src/api/devices/types.ts';
import { streamKey } from '../noise.ts';
import { Random } from '../random.ts';

/** A building as the energy world states it (area = the area its consumption was generated for). */
export interface BuildingSeed {
  did: string;
  name: string;
  type: BuildingType;
  area: number;
  floors: number;
}

/** A stored node of the tree: a SpaceNode without its counts, which are computed on read. */
export type SpaceRow = Omit<SpaceNode, 'childCount' | 'deviceCount' | 'meterCount'>;

const ROOM_ZH: Readonly<Record<RoomType, string>> = {
  office: '办公室', meeting: '会议室', shop: '商铺', lobby: '大堂', corridor: '走廊', plant: '设备房',
  computer: '机房', guest: '客房区', restaurant: '餐厅', warehouse: '仓库', 'cold-store': '冷库',
};

/** Room types that fill an ordinary floor of a building type, with their relative size. */
const FILL: Readonly<Record<BuildingType, ReadonlyArray<readonly [RoomType, number]>>> = {
  office: [['office', 3], ['office', 3], ['meeting', 1]],
  mall: [['shop', 2], ['shop', 2], ['shop', 3]],
  hotel: [['guest', 3]],
  supermarket: [['shop', 6], ['warehouse', 2], ['cold-store', 1]],
  datacenter: [['computer', 5], ['plant', 2]],
  park: [['office', 3], ['meeting', 1], ['warehouse', 3]],
};

/** Rooms per floor: about one per 350 m², 4 to 16 (large halls are areas, not single rooms). */
const roomsPerFloor = (floorArea: number) => Math.min(16, Math.max(4, Math.round(floorArea / 350)));

/** Splits `total` into whole parts proportional to `weights` (largest remainder: the parts sum exactly). */
export function splitWhole(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const raw = weights.map((w) => (total * w) / sum);
  const out = raw.map(Math.floor);
  let rest = total - out.reduce((a, b) => a + b, 0);
  const order = raw.map((value, index) => ({ index, frac: value - Math.floor(value) })).sort((a, b) => b.frac - a.frac);
  for (const { index } of order) {
    if (rest <= 0) break;
    out[index] = (out[index] ?? 0) + 1;
    rest -= 1;
  }
  return out;
}

/** The room types of one floor, in layout order. */
function floorPlan(random: Random, type: BuildingType, floor: number, floors: number, count: number): Array<[RoomType, number]> {
  const plan: Array<[RoomType, number]> = [['corridor', 1.3]];
  if (floor === 1) {
    plan.push(['lobby', 1.5], ['plant', 0.6]);
    if (type === 'hotel' || type === 'mall') plan.push(['restaurant', 2]);
  }
  if (floor === floors && type === 'mall') plan.push(['restaurant', 2.5]);
  // Offices and parks have one computer room (the building's IT), halfway up.
  if ((type === 'office' || type === 'park') && floor === Math.max(1, Math.ceil(floors / 2))) plan.push(['computer', 0.5]);
  const fill = FILL[type];
  while (plan.length < count) {
    const [roomtype, size] = random.pick(fill);
    plan.push([roomtype, size * random.float(0.7, 1.3)]);
  }
  return plan;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A building's floors and rooms, drawn from (seed, building did): the rooms of each floor add up
 * to the floor, the floors to the building's stated area, in whole m².
 */
export function generateBuilding(seed: number, store: string, building: BuildingSeed): SpaceRow[] {
  const random = new Random(streamKey(seed, `space-tree:${building.did}`));
  const floors = Math.max(1, building.floors);
  const floorAreas = splitWhole(building.area, Array.from({ length: floors }, (_, i) => (i === 0 ? 1.05 : 1)));
  const rows: SpaceRow[] = [{ did: building.did, name: building.name, level: 'building', area: 0, parent: store, store }];
  floorAreas.forEach((floorArea, index) => {
    const floor = index + 1;
    const floorDid = `${building.did}-f${pad(floor)}`;
    rows.push({ did: floorDid, name: `${floor}F`, level: 'floor', area: 0, parent: building.did, store, floor });
    const plan = floorPlan(random, building.type, floor, floors, roomsPerFloor(floorArea));
    const areas = splitWhole(floorArea, plan.map(([, weight]) => weight));
    plan.forEach(([roomtype], n) => {
      const number = `${floor}${pad(n + 1)}`;
      const name = roomtype === 'corridor' ? `${floor}F ${ROOM_ZH.corridor}` : `${number} ${ROOM_ZH[roomtype]}`;
      rows.push({ did: `${floorDid}-r${pad(n + 1)}`, name, level: 'room', roomtype, area: areas[n] ?? 0, parent: floorDid, store, floor });
    });
  });
  return rows;
}
