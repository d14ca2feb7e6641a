import type { BuildingType } from '../../../../../src/api/energyTypes.ts';
import { DAY_COUNT, type DayFacts } from '../clock/calendar.ts';
import { factsOf } from './runOnDays.ts';

/**
 * Occupancy of a building type by hour (0..~1.3, 1 = a normal busy hour): what drives lighting,
 * plug loads, water and part of the air conditioning.
 */
type Shape = (hour: number, day: DayFacts) => number;

/** A working day in an office: arrivals from 7, the last people leave around 21. */
const OFFICE_DAY = [0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.15, 0.55, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0.7, 0.45, 0.3, 0.15, 0.12];
const office: Shape = (hour, day) => {
  if (day.offDay) return (hour >= 9 && hour <= 17 ? 0.22 : 0.1) * (day.holiday ? 0.7 : 1);
  return OFFICE_DAY[hour] ?? 0.1;
};

const mall: Shape = (hour, day) => {
  const uplift = day.offDay ? 1.25 : 1;
  if (hour >= 10 && hour <= 21) return (hour === 10 ? 0.85 : hour >= 18 ? 1.1 : 1) * uplift;
  if (hour === 9) return 0.45;
  if (hour === 22) return 0.5;
  if (hour === 23) return 0.2;
  return 0.1;
};

const HOTEL = [0.45, 0.45, 0.45, 0.45, 0.45, 0.45, 0.6, 0.9, 0.9, 0.9, 0.65, 0.65, 0.65, 0.65, 0.65, 0.65, 0.65, 0.8, 1, 1, 1, 1, 1, 0.65];
const hotel: Shape = (hour, day) => (HOTEL[hour] ?? 0.5) * (day.offDay ? 1.08 : 1);

const supermarket: Shape = (hour, day) => {
  const uplift = day.offDay ? 1.12 : 1;
  if (hour >= 17 && hour <= 20) return uplift;
  if (hour >= 7 && hour <= 22) return 0.8 * uplift;
  if (hour === 6 || hour === 23) return 0.4;
  return 0.25;
};

// IT load hardly moves; the office part of the site adds a little in working hours.
const datacenter: Shape = (hour, day) => (!day.offDay && hour >= 9 && hour <= 18 ? 1.03 : 0.97);

const park: Shape = (hour, day) => {
  if (day.offDay) return hour >= 9 && hour <= 17 ? 0.3 : 0.15;
  if (hour >= 8 && hour <= 17) return 1;
  if (hour === 7) return 0.5;
  if (hour === 18) return 0.6;
  if (hour >= 19 && hour <= 21) return 0.35;
  return 0.18;
};

const SHAPES: Readonly<Record<BuildingType, Shape>> = { office, mall, hotel, supermarket, datacenter, park };

const tables = new Map<BuildingType, Float32Array>();

/** Occupancy of every hour of `days` days of data for a building type (a pure function of the calendar: cached, grown on demand). */
export function occupancyTable(type: BuildingType, days = DAY_COUNT): Float32Array {
  let table = tables.get(type);
  if (!table || table.length < days * 24) {
    table = new Float32Array(days * 24);
    for (let d = 0; d < days; d += 1) {
      const day = factsOf(d);
      for (let hour = 0; hour < 24; hour += 1) table[d * 24 + hour] = SHAPES[type](hour, day);
    }
    tables.set(type, table);
  }
  return table;
}

/** Share of the day's gas burnt in each hour: kitchens at meal times, a hotel's hot water too. */
export function gasShape(type: BuildingType, hour: number): number {
  if (hour >= 10 && hour <= 12) return 1;
  if (hour >= 16 && hour <= 18) return 0.9;
  if (hour >= 6 && hour <= 8) return type === 'hotel' ? 0.8 : 0.3;
  return type === 'hotel' ? 0.2 : 0.05;
}

/** EV charging by hour: the evening peak after work, a noon bump, cheap valley charging overnight. */
export function chargingShape(hour: number, day: DayFacts): number {
  const base = hour >= 18 && hour <= 21 ? 1 : hour >= 11 && hour <= 13 ? 0.5 : hour >= 22 || hour <= 5 ? 0.32 : 0.22;
  return base * (day.offDay ? 0.85 : 1);
}

const WARMTH = Array.from({ length: 24 }, (_, hour) => 1 + 0.15 * Math.sin((2 * Math.PI * (hour - 9)) / 24));

/** Intra-day temperature swing: warmest mid-afternoon. */
export function dayWarmth(hour: number): number {
  return WARMTH[hour] ?? 1;
}
