import type { District } from '../../../src/api/types.ts';
import { CHINA_ZONE } from './core/clock/zones.ts';

/** A city (prefecture level) with its GB/T 2260 code and centre. */
export interface CityRecord {
  adcode: string;
  name: string;
  longitude: number;
  latitude: number;
}

export interface ProvinceRecord {
  adcode: string;
  name: string;
  cities: readonly CityRecord[];
}

/** A country with the IANA zone its stores keep time in (both countries here have one zone). */
export interface CountryRecord extends District {
  timeZone: string;
  provinces: readonly ProvinceRecord[];
}

export const CHINA: District = { adcode: '100000', name: '中国' };

const c = (adcode: string, name: string, longitude: number, latitude: number): CityRecord => ({
  adcode,
  name,
  longitude,
  latitude,
});

/**
 * Provincial-level divisions of China with real GB/T 2260 codes; the cities listed are the
 * ones stores live in plus capitals, with their real centres (WGS84, 4 decimals).
 */
export const PROVINCES: readonly ProvinceRecord[] = [
  { adcode: '110000', name: '北京市', cities: [c('110100', '北京市', 116.4074, 39.9042)] },
  { adcode: '120000', name: '天津市', cities: [c('120100', '天津市', 117.2008, 39.0842)] },
  {
    adcode: '130000',
    name: '河北省',
    cities: [c('130100', '石家庄市', 114.5149, 38.0428), c('130200', '唐山市', 118.1802, 39.6305)],
  },
  { adcode: '140000', name: '山西省', cities: [c('140100', '太原市', 112.5489, 37.8706)] },
  { adcode: '150000', name: '内蒙古自治区', cities: [c('150100', '呼和浩特市', 111.7492, 40.8424)] },
  {
    adcode: '210000',
    name: '辽宁省',
    cities: [c('210100', '沈阳市', 123.4315, 41.8057), c('210200', '大连市', 121.6147, 38.914)],
  },
  { adcode: '220000', name: '吉林省', cities: [c('220100', '长春市', 125.3235, 43.8171)] },
  { adcode: '230000', name: '黑龙江省', cities: [c('230100', '哈尔滨市', 126.535, 45.8038)] },
  { adcode: '310000', name: '上海市', cities: [c('310100', '上海市', 121.4737, 31.2304)] },
  {
    adcode: '320000',
    name: '江苏省',
    cities: [
      c('320100', '南京市', 118.7969, 32.0603),
      c('320200', '无锡市', 120.3119, 31.4912),
      c('320500', '苏州市', 120.5853, 31.2989),
    ],
  },
  {
    adcode: '330000',
    name: '浙江省',
    cities: [
      c('330100', '杭州市', 120.1551, 30.2741),
      c('330200', '宁波市', 121.5503, 29.8746),
      c('330300', '温州市', 120.6994, 27.9943),
    ],
  },
  { adcode: '340000', name: '安徽省', cities: [c('340100', '合肥市', 117.2272, 31.8206)] },
  {
    adcode: '350000',
    name: '福建省',
    cities: [c('350100', '福州市', 119.2965, 26.0745), c('350200', '厦门市', 118.0894, 24.4798)],
  },
  { adcode: '360000', name: '江西省', cities: [c('360100', '南昌市', 115.8582, 28.6829)] },
  {
    adcode: '370000',
    name: '山东省',
    cities: [c('370100', '济南市', 117.1205, 36.651), c('370200', '青岛市', 120.3826, 36.0671)],
  },
  { adcode: '410000', name: '河南省', cities: [c('410100', '郑州市', 113.6254, 34.7466)] },
  { adcode: '420000', name: '湖北省', cities: [c('420100', '武汉市', 114.3054, 30.5931)] },
  { adcode: '430000', name: '湖南省', cities: [c('430100', '长沙市', 112.9388, 28.2282)] },
  {
    adcode: '440000',
    name: '广东省',
    cities: [
      c('440100', '广州市', 113.2644, 23.1291),
      c('440300', '深圳市', 114.0579, 22.5431),
      c('440400', '珠海市', 113.5767, 22.2707),
      c('440600', '佛山市', 113.1214, 23.0215),
      c('441900', '东莞市', 113.7518, 23.0207),
    ],
  },
  { adcode: '450000', name: '广西壮族自治区', cities: [c('450100', '南宁市', 108.3665, 22.817)] },
  { adcode: '460000', name: '海南省', cities: [c('460100', '海口市', 110.1999, 20.044)] },
  { adcode: '500000', name: '重庆市', cities: [c('500100', '重庆市', 106.5516, 29.563)] },
  { adcode: '510000', name: '四川省', cities: [c('510100', '成都市', 104.0665, 30.5723)] },
  { adcode: '520000', name: '贵州省', cities: [c('520100', '贵阳市', 106.6302, 26.6477)] },
  { adcode: '530000', name: '云南省', cities: [c('530100', '昆明市', 102.8329, 24.8801)] },
  { adcode: '540000', name: '西藏自治区', cities: [c('540100', '拉萨市', 91.1409, 29.6456)] },
  { adcode: '610000', name: '陕西省', cities: [c('610100', '西安市', 108.9398, 34.3416)] },
  { adcode: '620000', name: '甘肃省', cities: [c('620100', '兰州市', 103.8343, 36.0611)] },
  { adcode: '630000', name: '青海省', cities: [c('630100', '西宁市', 101.7782, 36.6171)] },
  { adcode: '640000', name: '宁夏回族自治区', cities: [c('640100', '银川市', 106.2309, 38.4872)] },
  { adcode: '650000', name: '新疆维吾尔自治区', cities: [c('650100', '乌鲁木齐市', 87.6168, 43.8256)] },
  { adcode: '710000', name: '台湾省', cities: [] },
  { adcode: '810000', name: '香港特别行政区', cities: [] },
  { adcode: '820000', name: '澳门特别行政区', cities: [] },
];

/**
 * Thailand, for the stores outside China (issue 21 §3). The location API takes 6-digit codes, so a
 * Thai code is 76 + the TIS 1099 code: province NN → 76NN00, its capital district NN01 → 76NN01
 * (China's GB/T 2260 codes never start with 76). Names in Chinese, like China's.
 */
export const THAILAND: District = { adcode: '764000', name: '泰国' };

const THAI_PROVINCES: readonly ProvinceRecord[] = [
  { adcode: '761000', name: '曼谷', cities: [c('761001', '曼谷', 100.5018, 13.7563)] },
  { adcode: '765000', name: '清迈府', cities: [c('765001', '清迈', 98.9853, 18.7883)] },
];

export const COUNTRIES: readonly CountryRecord[] = [
  { ...CHINA, timeZone: CHINA_ZONE, provinces: PROVINCES },
  { ...THAILAND, timeZone: 'Asia/Bangkok', provinces: THAI_PROVINCES },
];

const ALL_PROVINCES = COUNTRIES.flatMap((country) => country.provinces);

/** The country holding a city code, if any. */
export function countryOfCity(cityCode: string): CountryRecord | undefined {
  return COUNTRIES.find((country) => country.provinces.some((p) => p.cities.some((city) => city.adcode === cityCode)));
}

/** The province holding a city code, if any. */
export function provinceOfCity(cityCode: string): ProvinceRecord | undefined {
  return ALL_PROVINCES.find((p) => p.cities.some((city) => city.adcode === cityCode));
}

/** The city record of a code, if any. */
export function cityByCode(cityCode: string): CityRecord | undefined {
  for (const province of ALL_PROVINCES) {
    const city = province.cities.find((entry) => entry.adcode === cityCode);
    if (city) return city;
  }
  return undefined;
}

/** Children of an adcode: country → provinces, province → cities, anything else → none. */
export function districtChildren(adcode: string): District[] {
  const country = COUNTRIES.find((entry) => entry.adcode === adcode);
  if (country) return country.provinces.map((p) => ({ adcode: p.adcode, name: p.name }));
  const province = ALL_PROVINCES.find((p) => p.adcode === adcode);
  return province ? province.cities.map((city) => ({ adcode: city.adcode, name: city.name })) : [];
}
