import type { BusinessInfo, District } from '../../api/types';

/** Spec §2/§5: the picker selects by district, by store, or both. */
export type PickerType = 'all' | 'district' | 'store';

export const DEFAULT_COUNTRY_CODE = '100000';

export interface PickerSelection {
  country: string;
  province: string;
  city: string;
  store: string;
}

export const EMPTY_SELECTION: PickerSelection = { country: DEFAULT_COUNTRY_CODE, province: '', city: '', store: '' };

/** Countries the console names in the user's language (by adcode); any other shows the server's name. */
export const COUNTRY_MESSAGES: Readonly<Record<string, string>> = { [DEFAULT_COUNTRY_CODE]: 'picker.china', '764000': 'picker.thailand' };

/** Countries offered: those the located stores are in, in store order (a parent abroad has stores outside China). */
export function offeredCountries(stores: readonly BusinessInfo[]): District[] {
  const out = new Map<string, string>();
  for (const s of locatedStores(stores)) if (s.countrycode && !out.has(s.countrycode)) out.set(s.countrycode, s.country);
  return [...out].map(([adcode, name]) => ({ adcode, name }));
}

/** The selection a picker opens with when nothing was chosen: the stores' first country. */
export function emptySelection(stores: readonly BusinessInfo[]): PickerSelection {
  return { ...EMPTY_SELECTION, country: offeredCountries(stores)[0]?.adcode ?? DEFAULT_COUNTRY_CODE };
}

/** Sub-stores keep only stores with a province and a city code (spec §5). */
export function locatedStores(stores: readonly BusinessInfo[]): BusinessInfo[] {
  return stores.filter((s) => s.businessgrade === 1 && s.provincecode.trim() !== '' && s.citycode.trim() !== '');
}

/** District lists are sorted by name (spec §5), with a stable, locale-aware order. */
export function sortDistricts(list: readonly District[]): District[] {
  return [...list].sort((a, b) => a.name.localeCompare(b.name, 'zh-Hans-CN') || a.adcode.localeCompare(b.adcode));
}

/** Provinces offered: only those some store belongs to. */
export function offeredProvinces(provinces: readonly District[], stores: readonly BusinessInfo[]): District[] {
  const used = new Set(locatedStores(stores).map((s) => s.provincecode));
  return sortDistricts(provinces.filter((p) => used.has(p.adcode)));
}

/** Cities offered for a province: only those some store belongs to. */
export function offeredCities(cities: readonly District[], stores: readonly BusinessInfo[], province: string): District[] {
  const used = new Set(locatedStores(stores).filter((s) => s.provincecode === province).map((s) => s.citycode));
  return sortDistricts(cities.filter((c) => used.has(c.adcode)));
}

/** Stores offered: in `store` mode all located stores; otherwise those of the chosen city. */
export function offeredStores(stores: readonly BusinessInfo[], type: PickerType, sel: PickerSelection): BusinessInfo[] {
  const located = locatedStores(stores);
  const list = type === 'store' ? located : located.filter((s) => s.provincecode === sel.province && s.citycode === sel.city);
  return [...list].sort((a, b) => a.name.localeCompare(b.name, 'zh-Hans-CN'));
}

/** In `all` mode the store select waits for province and city (spec §5). */
export function storeSelectDisabled(type: PickerType, sel: PickerSelection): boolean {
  return type === 'all' && (!sel.province || !sel.city);
}

export interface PickerErrors {
  province?: 'pleaseSelect';
  city?: 'pleaseSelect';
  store?: 'pleaseSelect';
}

/** Province and city are required unless the type is store; store unless the type is district. */
export function validateSelection(type: PickerType, sel: PickerSelection): PickerErrors {
  const errors: PickerErrors = {};
  if (type !== 'store') {
    if (!sel.province) errors.province = 'pleaseSelect';
    if (!sel.city) errors.city = 'pleaseSelect';
  }
  if (type !== 'district' && !sel.store) errors.store = 'pleaseSelect';
  return errors;
}

/** The value to auto-select when a list offers exactly one choice (spec §4), else the current one. */
export function soleChoice(current: string, options: ReadonlyArray<{ adcode?: string; did?: string }>): string {
  if (current) return current;
  const only = options.length === 1 ? options[0] : undefined;
  return only?.adcode ?? only?.did ?? '';
}
