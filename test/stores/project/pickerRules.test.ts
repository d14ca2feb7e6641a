// @vitest-environment node
import type { BusinessInfo, District } from '../../../src/api/types';
import {
  EMPTY_SELECTION, emptySelection, locatedStores, offeredCountries, offeredCities, offeredProvinces, offeredStores, soleChoice, sortDistricts,
  storeSelectDisabled, validateSelection,
} from '../../../src/stores/project/pickerRules';

const store = (did: string, name: string, provincecode: string, citycode: string): BusinessInfo => ({
  did, name, provincecode, citycode, province: provincecode, city: citycode, uppergrade: 'pb', businessgrade: 1,
  countrycode: '100000', country: '中国', longitude: 0, latitude: 0, timezone: 'Asia/Shanghai',
});
const district = (adcode: string, name: string): District => ({ adcode, name });

const STORES = [
  store('s1', '乙店', '310000', '310100'),
  store('s2', '甲店', '330000', '330100'),
  store('s3', '丙店', '330000', '330200'),
  store('s4', '线上店', '', ''),
];
const PROVINCES = [district('330000', '浙江省'), district('110000', '北京市'), district('310000', '上海市')];
const ZJ_CITIES = [district('330200', '宁波市'), district('330100', '杭州市'), district('330300', '温州市')];

describe('picker rules (spec §2, §5)', () => {
  it('sub-stores: only stores with province and city codes', () => {
    expect(locatedStores(STORES).map((s) => s.did)).toEqual(['s1', 's2', 's3']);
  });

  it('offers only provinces and cities some store belongs to, sorted by name', () => {
    expect(offeredProvinces(PROVINCES, STORES).map((p) => p.adcode)).toEqual(
      sortDistricts([district('330000', '浙江省'), district('310000', '上海市')]).map((p) => p.adcode),
    );
    expect(offeredProvinces(PROVINCES, STORES).map((p) => p.adcode)).not.toContain('110000');
    expect(offeredCities(ZJ_CITIES, STORES, '330000').map((c) => c.name)).toEqual(sortDistricts(ZJ_CITIES.slice(0, 2)).map((c) => c.name));
  });

  it('sorts districts by name, locale-aware and stable', () => {
    const sorted = sortDistricts([district('2', 'b'), district('1', 'a'), district('3', 'a')]);
    expect(sorted.map((d) => d.adcode)).toEqual(['1', '3', '2']);
  });

  it('store mode lists every located store; the other modes those of the chosen city', () => {
    expect(offeredStores(STORES, 'store', EMPTY_SELECTION).map((s) => s.did).sort()).toEqual(['s1', 's2', 's3']);
    const zjHz = { ...EMPTY_SELECTION, province: '330000', city: '330100' };
    expect(offeredStores(STORES, 'all', zjHz).map((s) => s.did)).toEqual(['s2']);
  });

  it('in all mode the store select waits for province and city', () => {
    expect(storeSelectDisabled('all', EMPTY_SELECTION)).toBe(true);
    expect(storeSelectDisabled('all', { ...EMPTY_SELECTION, province: '330000' })).toBe(true);
    expect(storeSelectDisabled('all', { ...EMPTY_SELECTION, province: '330000', city: '330100' })).toBe(false);
    expect(storeSelectDisabled('store', EMPTY_SELECTION)).toBe(false);
  });

  it('requires province and city unless the type is store, and a store unless it is district', () => {
    expect(validateSelection('all', EMPTY_SELECTION)).toEqual({ province: 'pleaseSelect', city: 'pleaseSelect', store: 'pleaseSelect' });
    expect(validateSelection('district', EMPTY_SELECTION)).toEqual({ province: 'pleaseSelect', city: 'pleaseSelect' });
    expect(validateSelection('store', EMPTY_SELECTION)).toEqual({ store: 'pleaseSelect' });
    expect(validateSelection('district', { ...EMPTY_SELECTION, province: '330000', city: '330100' })).toEqual({});
    expect(validateSelection('store', { ...EMPTY_SELECTION, store: 's1' })).toEqual({});
  });

  it('auto-selects a single choice, keeps a current one, and leaves several alone', () => {
    expect(soleChoice('', [district('310000', '上海市')])).toBe('310000');
    expect(soleChoice('', [{ did: 's9' }])).toBe('s9');
    expect(soleChoice('', PROVINCES)).toBe('');
    expect(soleChoice('330000', [district('310000', '上海市')])).toBe('330000');
  });

  it('the default country is 100000', () => {
    expect(EMPTY_SELECTION.country).toBe('100000');
  });

  it('offers the countries the stores are in and opens on the first (issue 21 §3: stores in Thailand)', () => {
    const bangkok = { ...store('t1', 'Bangkok', '761000', '761001'), countrycode: '764000', country: '泰国', timezone: 'Asia/Bangkok' };
    expect(offeredCountries(STORES)).toEqual([{ adcode: '100000', name: '中国' }]);
    expect(offeredCountries([bangkok, ...STORES])).toEqual([{ adcode: '764000', name: '泰国' }, { adcode: '100000', name: '中国' }]);
    expect(emptySelection([bangkok])).toEqual({ country: '764000', province: '', city: '', store: '' });
    expect(emptySelection([])).toEqual(EMPTY_SELECTION);
  });
});
