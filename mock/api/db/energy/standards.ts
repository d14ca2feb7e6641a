import { BUILDING_TYPES, type BuildingType, type EnergyStandard, type StandardImportReport, type StandardLevel } from '../../../../src/api/energyTypes.ts';
import { STANDARD_RULES } from '../../../../src/api/energy/rules.ts';
import { DATA_TO } from '../core/clock/calendar.ts';
import type { SheetLine } from './sheet.ts';
import { badFile } from './importErrors.ts';
import { keyedRefusal, said, type Said } from '../core/said.ts';

/** Seeded energy-consumption standards, kWh/(m²·a): guide below constraint for every type. */
export const DEFAULT_STANDARDS: Readonly<Record<BuildingType, Record<StandardLevel, number>>> = {
  office: { constraint: 85, guide: 65 },
  mall: { constraint: 250, guide: 190 },
  hotel: { constraint: 140, guide: 110 },
  supermarket: { constraint: 290, guide: 230 },
  datacenter: { constraint: 1800, guide: 1400 },
  park: { constraint: 110, guide: 85 },
};

export const LEVELS: readonly StandardLevel[] = ['constraint', 'guide'];
/** kWh/(m²·a) a standard may be set to: the standard form's book (src/api/energy/rules.ts). */
export const { min: MIN_STANDARD, max: MAX_STANDARD } = STANDARD_RULES.value;
/** Rows an import may carry. */
const MAX_IMPORT_ROWS = 1000;
/** The seeded standards were set on New Year's Day (UTC) of the data's last year. */
const SEEDED_AT = `${DATA_TO.slice(0, 4)}-01-01T00:00:00.000Z`;
const HEADER = ['buildingtype', 'level', 'value'];

/**
 * Energy-consumption standards per company (each company edits its own copy of the seeded
 * values). A guide value always stays below the constraint value of the same building type.
 */
export class StandardsBook {
  private readonly books = new Map<string, Map<string, EnergyStandard>>();

  constructor(private readonly now: () => number) {}

  private book(companyid: string): Map<string, EnergyStandard> {
    let book = this.books.get(companyid);
    if (!book) {
      book = new Map();
      for (const type of BUILDING_TYPES) {
        for (const level of LEVELS) book.set(`${type}:${level}`, { did: `std-${type}-${level}`, buildingtype: type, level, value: DEFAULT_STANDARDS[type][level], updatedAt: SEEDED_AT });
      }
      this.books.set(companyid, book);
    }
    return book;
  }

  list(companyid: string, filter: { buildingtype?: BuildingType; level?: StandardLevel } = {}): EnergyStandard[] {
    return [...this.book(companyid).values()]
      .filter((s) => (!filter.buildingtype || s.buildingtype === filter.buildingtype) && (!filter.level || s.level === filter.level))
      .map((s) => ({ ...s }));
  }

  value(companyid: string, type: BuildingType, level: StandardLevel): number | null {
    return this.book(companyid).get(`${type}:${level}`)?.value ?? null;
  }

  /** Why a value may not be set, or undefined when it may. */
  private problem(companyid: string, type: BuildingType, level: StandardLevel, value: number): Said | undefined {
    if (!Number.isFinite(value) || value < MIN_STANDARD || value > MAX_STANDARD) return said(`value must be at least ${MIN_STANDARD} and at most ${MAX_STANDARD} kWh/(m²·a), got ${value}`, 'energy.standard.range', { min: MIN_STANDARD, max: MAX_STANDARD, value });
    const other = this.value(companyid, type, level === 'guide' ? 'constraint' : 'guide');
    if (other === null) return undefined;
    if (level === 'guide' && value >= other) return said(`the guide value of ${type} must stay below its constraint value ${other}, got ${value}`, 'energy.standard.guideBelow', { type, other, value });
    if (level === 'constraint' && value <= other) return said(`the constraint value of ${type} must stay above its guide value ${other}, got ${value}`, 'energy.standard.constraintAbove', { type, other, value });
    return undefined;
  }

  set(companyid: string, type: BuildingType, level: StandardLevel, value: number): EnergyStandard {
    const problem = this.problem(companyid, type, level, value);
    if (problem) throw keyedRefusal({ ...problem, text: `invalid standard: ${problem.text}` });
    const standard: EnergyStandard = { did: `std-${type}-${level}`, buildingtype: type, level, value, updatedAt: new Date(this.now()).toISOString() };
    this.book(companyid).set(`${type}:${level}`, standard);
    return { ...standard };
  }

  /**
   * Applies an uploaded table (header buildingtype,level,value) row by row: good rows are kept,
   * bad ones reported with their 1-based data row number. Rows apply in order, so a file may
   * lower a constraint and then its guide.
   */
  importLines(companyid: string, lines: readonly SheetLine[]): StandardImportReport {
    const filled = lines.filter((l) => l.cells.some((c) => c.trim() !== ''));
    const header = filled[0];
    const names = header?.cells.map((c) => c.trim().toLowerCase()).filter((c) => c !== '') ?? [];
    if (!header || names.join(',') !== HEADER.join(',')) {
      throw badFile(`the first row must be the header ${HEADER.join(',')}`, 'header', { header: HEADER.join(',') });
    }
    const rows = filled.slice(1);
    if (rows.length === 0) throw badFile('no data rows under the header', 'noRows');
    if (rows.length > MAX_IMPORT_ROWS) throw badFile(`at most ${MAX_IMPORT_ROWS} rows, got ${rows.length}`, 'tooManyRows', { max: MAX_IMPORT_ROWS });
    const report: StandardImportReport = { imported: 0, errors: [] };
    for (const { line, cells } of rows) {
      const row = line - header.line;
      const [typeText = '', levelText = '', valueText = ''] = cells.map((c) => c.trim());
      const type = BUILDING_TYPES.find((t) => t === typeText.toLowerCase());
      const level = LEVELS.find((l) => l === levelText.toLowerCase());
      const value = valueText === '' ? Number.NaN : Number(valueText);
      let wrong: Said | undefined;
      if (!type) wrong = said(`unknown building type ${JSON.stringify(typeText)} (expected ${BUILDING_TYPES.join(', ')})`, 'energy.import.row.buildingType', { value: typeText, options: BUILDING_TYPES.join(', ') });
      else if (!level) wrong = said(`unknown level ${JSON.stringify(levelText)} (expected ${LEVELS.join(', ')})`, 'energy.import.row.level', { value: levelText, options: LEVELS.join(', ') });
      else if (!Number.isFinite(value)) wrong = said(`value ${JSON.stringify(valueText)} is not a number`, 'energy.import.row.number', { value: valueText });
      else wrong = this.problem(companyid, type, level, value);
      if (wrong || !type || !level) {
        report.errors.push(wrong ? { row, message: wrong.text, ...wrong.key } : { row, message: 'invalid row' });
        continue;
      }
      this.set(companyid, type, level, value);
      report.imported += 1;
    }
    return report;
  }
}
