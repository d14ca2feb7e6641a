import { BUILDING_TYPES, type EnergyStandard, type EnergyStandardView, type StandardImportReport } from '../../../../src/api/energyTypes.ts';
import { requireString, type Fields } from '../../request.ts';
import { Refusal } from '../core/access/refusal.ts';
import type { Writes } from '../core/writes.ts';
import type { UserRecord } from '../users.ts';
import { dayFacts, LAST_YEAR } from '../core/clock/calendar.ts';
import type { Metering } from '../core/metering/Metering.ts';
import { parseChoice, parseNumber } from './parse.ts';
import type { StorePlan } from '../core/metering/plan.ts';
import { readSheet } from './sheet.ts';
import { LEVELS, type StandardsBook } from './standards.ts';
import { notFound } from '../core/notFound.ts';
import { invalidField } from '../core/shapeErrors.ts';

/** Floor areas a building may be given, m². */
export const MIN_AREA = 10;
export const MAX_AREA = 2_000_000;

type StoreAccess = (user: UserRecord, did: string) => StorePlan;

/** Viewers read; changing standards or areas needs any other role. */
function requireWriter(user: UserRecord): void {
  if (user.role === 'viewer') throw new Refusal('no permission: a viewer cannot change energy settings', 'access.noPermission', { action: 'edit', pid: '' });
}

/** The pages of these calls (they carry no pid; the audit names the page). */
const STANDARD_PAGE = 'p-energy-standard';
const CONFIG_PAGE = 'p-energy-config';

/** /businessstatistics/api/energymanage/*: standards, floor areas and the store's buildings against them. */
export class EnergyManage {
  constructor(
    private readonly metering: Metering,
    private readonly standards: StandardsBook,
    private readonly access: StoreAccess,
    private readonly writes: Writes,
  ) {}

  /** The store's buildings over the last 12 whole months: electricity, intensity, the standards of their type. */
  view(user: UserRecord, body: Fields): EnergyStandardView {
    const store = this.access(user, requireString(body, 'store'));
    const buildings = store.buildings.map((b) => {
      let annualKwh = 0;
      for (const meter of store.meters) {
        if (meter.building !== b.did || meter.kind !== 'main' || meter.energytype !== 'electricity') continue;
        const days = this.metering.days(meter.did).energy;
        for (let d = LAST_YEAR.from; d <= LAST_YEAR.to; d += 1) annualKwh += days[d] ?? 0;
      }
      return {
        did: b.did,
        name: b.name,
        type: b.type,
        floorarea: b.floorarea,
        annualKwh,
        intensity: b.floorarea > 0 ? annualKwh / b.floorarea : 0,
        constraint: this.standards.value(user.companyid, b.type, 'constraint'),
        guide: this.standards.value(user.companyid, b.type, 'guide'),
      };
    });
    return { store: store.did, year: Number(dayFacts(LAST_YEAR.to).date.slice(0, 4)), buildings };
  }

  list(user: UserRecord, body: Fields): EnergyStandard[] {
    const type = body.buildingtype === undefined || body.buildingtype === null ? undefined : parseChoice(body, 'buildingtype', BUILDING_TYPES);
    const level = body.level === undefined || body.level === null ? undefined : parseChoice(body, 'level', LEVELS);
    return this.standards.list(user.companyid, { ...(type ? { buildingtype: type } : {}), ...(level ? { level } : {}) });
  }

  setStandard(user: UserRecord, body: Fields): EnergyStandard {
    const id = `${String(body.buildingtype)}:${String(body.level)}`;
    const before = () => this.standards.list(user.companyid, {}).find((s) => `${s.buildingtype}:${s.level}` === id) ?? null;
    return this.writes.run(user, { pid: STANDARD_PAGE, area: 'energy', op: 'standard.set', resource: { type: 'standard', id }, detail: { value: body.value ?? null }, before }, () => {
      requireWriter(user);
      const type = parseChoice(body, 'buildingtype', BUILDING_TYPES);
      const level = parseChoice(body, 'level', LEVELS);
      return { answer: this.standards.set(user.companyid, type, level, parseNumber(body, 'value')) };
    });
  }

  /** Corrects a building's floor area: config, view and area figures show it at once (readings do not change). */
  setFloorArea(user: UserRecord, body: Fields): { building: string; floorarea: number } {
    const id = typeof body.building === 'string' ? body.building : '';
    const before = () => {
      const building = [...this.metering.plans.values()].flatMap((p) => p.buildings).find((b) => b.did === id);
      return building ? { building: id, floorarea: building.floorarea } : null;
    };
    return this.writes.run(user, { pid: CONFIG_PAGE, area: 'energy', op: 'floorarea.set', resource: { type: 'building', id }, detail: { floorarea: body.floorarea ?? null }, before }, () => ({ answer: this.floorArea(user, body) }));
  }

  private floorArea(user: UserRecord, body: Fields): { building: string; floorarea: number } {
    requireWriter(user);
    const store = this.access(user, requireString(body, 'store'));
    const did = requireString(body, 'building');
    const building = store.buildings.find((b) => b.did === did);
    if (!building) throw notFound('building', did, `in store ${store.did}`);
    const area = parseNumber(body, 'floorarea');
    if (area < MIN_AREA || area > MAX_AREA) {
      throw invalidField('floorarea', `must be between ${MIN_AREA} and ${MAX_AREA.toLocaleString('en')} m², got ${area}`);
    }
    building.floorarea = area;
    return { building: did, floorarea: area };
  }

  importStandards(user: UserRecord, name: string, bytes: Uint8Array): StandardImportReport {
    const before = () => this.standards.list(user.companyid, {});
    return this.writes.run(user, { pid: STANDARD_PAGE, area: 'energy', op: 'standard.import', resource: { type: 'standard', id: name }, detail: { file: name }, before }, () => {
      requireWriter(user);
      const report = this.standards.importLines(user.companyid, readSheet(name, bytes));
      return { answer: report, after: this.standards.list(user.companyid, {}), detail: { file: name, report } };
    });
  }
}
