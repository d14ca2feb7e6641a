import { BUILDING_TYPES, type EnergyStandard, type EnergyStandardView, type StandardImportReport } from '../../../../src/api/energyTypes.ts';
import { requireString, type Fields } from '../../request.ts';
import type { Writes } from '../core/writes.ts';
import type { UserRecord } from '../users.ts';
import { dayFacts, LAST_YEAR } from '../core/clock/calendar.ts';
import type { Metering } from '../core/metering/Metering.ts';
import { parseChoice } from './parse.ts';
import { BadRequest } from '../../envelope.ts';
import type { ResourceRef } from '../core/access/Access.ts';
import { ENERGY_WRITE_PAGES, type EnergyAccess } from './energyAccess.ts';
import { readSheet } from './sheet.ts';
import { LEVELS, type StandardsBook } from './standards.ts';
import { notFound } from '../core/notFound.ts';
import { FLOOR_AREA_RULES, STANDARD_RULES } from '../../../../src/api/energy/rules.ts';
import { FieldErrors } from '../core/fieldErrors.ts';
import { numberBy } from '../core/ruleChecks.ts';

/** A number field of a body by its form's book, or the field error (status -1, keyed). */
function numberField(body: Fields, field: string, rules: Parameters<typeof numberBy>[3]): number {
  const errors = new FieldErrors();
  const value = numberBy(errors, body[field], field, { ...rules, required: true });
  errors.check();
  return value as number;
}

const pidIn = (body: Fields): string => (typeof body.pid === 'string' ? body.pid : '');

/**
 * /businessstatistics/api/energymanage/*: standards, floor areas and the store's buildings against
 * them. Reads need view on the call's page; writes need edit on a page that owns them (the role
 * book decides, never a role's name).
 */
export class EnergyManage {
  constructor(
    private readonly metering: Metering,
    private readonly standards: StandardsBook,
    private readonly guard: EnergyAccess,
    private readonly writes: Writes,
  ) {}

  /** The store's buildings over the last 12 whole months: electricity, intensity, the standards of their type. */
  view(user: UserRecord, body: Fields): EnergyStandardView {
    this.guard.page(user, body);
    const store = this.guard.store(user, requireString(body, 'store'));
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
    this.guard.page(user, body);
    const type = body.buildingtype === undefined || body.buildingtype === null ? undefined : parseChoice(body, 'buildingtype', BUILDING_TYPES);
    const level = body.level === undefined || body.level === null ? undefined : parseChoice(body, 'level', LEVELS);
    return this.standards.list(user.companyid, { ...(type ? { buildingtype: type } : {}), ...(level ? { level } : {}) });
  }

  setStandard(user: UserRecord, body: Fields): EnergyStandard {
    const id = `${String(body.buildingtype)}:${String(body.level)}`;
    const before = () => this.standards.list(user.companyid, {}).find((s) => `${s.buildingtype}:${s.level}` === id) ?? null;
    const resource = () => this.resource(body, 'standard', id);
    return this.writes.run(user, { pid: pidIn(body), needs: 'edit', area: 'energy', op: 'standard.set', resource, detail: { value: body.value ?? null }, before }, () => {
      const type = parseChoice(body, 'buildingtype', BUILDING_TYPES);
      const level = parseChoice(body, 'level', LEVELS);
      return { answer: this.standards.set(user.companyid, type, level, numberField(body, 'value', STANDARD_RULES.value)) };
    });
  }

  /** Corrects a building's floor area: config, view and area figures show it at once (readings do not change). */
  setFloorArea(user: UserRecord, body: Fields): { building: string; floorarea: number } {
    const id = typeof body.building === 'string' ? body.building : '';
    // Before is read only in a store the user reaches: a refused write never copies another store's building.
    const before = () => {
      const store = typeof body.store === 'string' ? this.metering.plans.get(body.store) : undefined;
      const building = store && this.reaches(user, store.did) ? store.buildings.find((b) => b.did === id) : undefined;
      return building ? { building: id, floorarea: building.floorarea } : null;
    };
    const resource = () => this.resource(body, 'building', id);
    return this.writes.run(user, { pid: pidIn(body), needs: 'edit', area: 'energy', op: 'floorarea.set', resource, detail: { floorarea: body.floorarea ?? null }, before }, () => ({ answer: this.floorArea(user, body) }));
  }

  /** The resource of a write, owned by its pages; a missing pid is refused (keyed) before the page check. */
  private resource(body: Fields, type: 'standard' | 'building', id: string): ResourceRef {
    this.guard.pid(body);
    return { type, id, pages: ENERGY_WRITE_PAGES[type] };
  }

  private reaches(user: UserRecord, store: string): boolean {
    try {
      return this.guard.store(user, store) !== undefined;
    } catch (error) {
      if (error instanceof BadRequest) return false;
      throw error;
    }
  }

  private floorArea(user: UserRecord, body: Fields): { building: string; floorarea: number } {
    const store = this.guard.store(user, requireString(body, 'store'));
    const did = requireString(body, 'building');
    const building = store.buildings.find((b) => b.did === did);
    if (!building) throw notFound('building', did, `in store ${store.did}`);
    const area = numberField(body, 'floorarea', FLOOR_AREA_RULES.floorarea);
    building.floorarea = area;
    return { building: did, floorarea: area };
  }

  /** Standards from a file (edit on the standards page; the upload names its pid in the query). */
  importStandards(user: UserRecord, pid: string, name: string, bytes: Uint8Array): StandardImportReport {
    const before = () => this.standards.list(user.companyid, {});
    const resource = () => this.resource({ pid }, 'standard', name);
    return this.writes.run(user, { pid, needs: 'edit', area: 'energy', op: 'standard.import', resource, detail: { file: name }, before }, () => {
      const report = this.standards.importLines(user.companyid, readSheet(name, bytes));
      return { answer: report, after: this.standards.list(user.companyid, {}), detail: { file: name, report } };
    });
  }
}
