import { STORE_RULES } from '../../../../src/api/admin/rules.ts';
import { STORE_TIME_ZONES, type StoreInput } from '../../../../src/api/admin/storeTypes.ts';
import type { FieldRules } from '../../../../src/api/pageConfig.ts';
import type { BusinessInfo } from '../../../../src/api/types.ts';
import { FieldErrors, isObject, type Raw } from '../core/fieldErrors.ts';
import { textBy } from '../core/ruleChecks.ts';
import { COUNTRIES } from '../regions.ts';

/** What checking a form needs besides the body: the record's siblings, the parents and organizations in reach. */
export interface InputContext {
  /** The record edited (its grade and parent are fixed), none for a new one. */
  editing?: BusinessInfo;
  /** Every business of the company (any state), to find siblings with the same name. */
  company: readonly BusinessInfo[];
  /** Parent businesses the caller reaches, with whether they are enabled. */
  parents: ReadonlyMap<string, boolean>;
  organizations: ReadonlySet<string>;
}

/** A checked form with the names its codes stand for. */
export type CheckedStore = StoreInput & Pick<BusinessInfo, 'country' | 'province' | 'city'>;

const KEY = 'admin.stores.error';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A number within the book's range, with the store form's own message (it names the range). */
function ranged(errors: FieldErrors, value: unknown, field: 'latitude' | 'longitude' | 'area', rules: Readonly<FieldRules>): number | undefined {
  const min = rules.min ?? 0;
  const max = rules.max ?? 0;
  const rule = value === undefined || value === null ? 'required' : typeof value !== 'number' || !Number.isFinite(value) ? 'type' : value < min ? 'min' : value > max ? 'max' : undefined;
  if (rule === undefined) return value as number;
  errors.add(field, rule, `expected ${min} to ${max}`, `${KEY}.${field}`, { min, max });
  return undefined;
}

const coordinate = (errors: FieldErrors, value: unknown, field: 'latitude' | 'longitude'): number => {
  const degrees = ranged(errors, value, field, STORE_RULES[field]);
  return degrees === undefined ? 0 : Math.round(degrees * 1e6) / 1e6;
};

/** Country, province and city: codes of the district lookup, each a child of the one before (province and city may both be left out). */
function district(errors: FieldErrors, raw: Raw): Pick<CheckedStore, 'countrycode' | 'country' | 'provincecode' | 'province' | 'citycode' | 'city'> {
  const country = COUNTRIES.find((c) => c.adcode === text(raw.countrycode));
  const out = { countrycode: country?.adcode ?? '', country: country?.name ?? '', provincecode: '', province: '', citycode: '', city: '' };
  if (!country) {
    errors.add('countrycode', 'option', 'expected a country of the district lookup', `${KEY}.country`);
    return out;
  }
  const provincecode = text(raw.provincecode);
  const citycode = text(raw.citycode);
  if (!provincecode && !citycode) return out;
  const province = country.provinces.find((p) => p.adcode === provincecode);
  if (!province) {
    errors.add('provincecode', 'option', `expected a province of ${country.name}`, `${KEY}.province`);
    return out;
  }
  const city = province.cities.find((c) => c.adcode === citycode);
  if (!city) {
    errors.add('citycode', 'option', `expected a city of ${province.name}`, `${KEY}.city`);
    return { ...out, provincecode: province.adcode, province: province.name };
  }
  return { ...out, provincecode: province.adcode, province: province.name, citycode: city.adcode, city: city.name };
}

/**
 * Checks a store form the house way (status -1, every field error with its message key): name
 * required and unique under its parent, coordinates in range, codes from the district lookup, a
 * zone of the list, a parent in reach and enabled, an organization of the company.
 */
export function checkStoreInput(body: unknown, context: InputContext): CheckedStore {
  const errors = new FieldErrors();
  const raw: Raw = isObject(body) ? body : {};
  if (!isObject(body)) errors.add('cmd', 'type', 'expected an object');
  const editing = context.editing;
  const grade = editing ? editing.businessgrade : raw.businessgrade === 0 ? 0 : raw.businessgrade === 1 ? 1 : undefined;
  if (grade === undefined) errors.add('businessgrade', 'option', 'expected 0 (parent business) or 1 (store)', `${KEY}.grade`);
  const uppergrade = editing ? editing.uppergrade : grade === 1 ? text(raw.uppergrade) : '';
  if (!editing && grade === 1 && context.parents.get(uppergrade) !== true) {
    errors.add('uppergrade', 'option', 'expected an enabled parent business you reach', `${KEY}.parent`);
  }
  // A missing name has the store form's own message; the book's other limits their usual ones.
  const blank = text(raw.name) === '' && (typeof raw.name === 'string' || raw.name === undefined || raw.name === null);
  if (blank) errors.add('name', 'required', 'required', `${KEY}.nameRequired`);
  const name = blank ? '' : textBy(errors, raw.name, 'name', STORE_RULES.name) ?? '';
  if (name) {
    const taken = context.company.some((b) => b.did !== editing?.did && b.businessgrade === grade && b.uppergrade === uppergrade && b.name.toLowerCase() === name.toLowerCase());
    if (taken) errors.add('name', 'unique', `${name} is taken under this parent`, `${KEY}.duplicateName`, { name });
  }
  const place = district(errors, raw);
  const address = textBy(errors, raw.address, 'address', STORE_RULES.address) ?? '';
  const latitude = coordinate(errors, raw.latitude, 'latitude');
  const longitude = coordinate(errors, raw.longitude, 'longitude');
  const timezone = text(raw.timezone);
  if (!(STORE_TIME_ZONES as readonly string[]).includes(timezone)) errors.add('timezone', 'option', 'expected a time zone of the list', `${KEY}.timezone`);
  let area: number | null = null;
  if (raw.area !== undefined && raw.area !== null && raw.area !== '') {
    const m2 = ranged(errors, raw.area, 'area', STORE_RULES.area);
    if (m2 !== undefined) area = Math.round(m2 * 100) / 100;
  }
  const organization = text(raw.organization);
  if (organization && !context.organizations.has(organization)) errors.add('organization', 'option', 'expected an organization of your company', `${KEY}.organization`);
  errors.check();
  return { businessgrade: grade ?? 1, uppergrade, name, ...place, address, latitude, longitude, timezone, area, organization };
}
