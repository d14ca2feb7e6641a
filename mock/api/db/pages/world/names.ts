import type { Random } from '../../core/random.ts';

/** Realistic Chinese personal data: names, mobile numbers, licence plates. */

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦方白邹孟熊秦邱江尹薛段雷侯龙史陶黎贺顾毛郝龚邵万钱严武戴莫孔向汤';
const GIVEN = '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰飞鹏辉建国俊峰斌宇浩凯健波宁欣怡梓涵子轩雨萱思远晨阳佳琪一鸣嘉文博志红梅海燕';
const MOBILE_PREFIXES = ['130', '133', '135', '136', '137', '138', '139', '150', '151', '158', '159', '166', '177', '180', '186', '187', '188', '189', '199'];

/** Plate prefix (province abbreviation) by province adcode. */
const PLATE_PREFIX: Record<string, string> = {
  '110000': '京', '120000': '津', '130000': '冀', '310000': '沪', '320000': '苏', '330000': '浙', '350000': '闽',
  '370000': '鲁', '420000': '鄂', '430000': '湘', '440000': '粤', '500000': '渝', '510000': '川', '610000': '陕',
};

export function personName(random: Random): string {
  const surname = SURNAMES[random.int(0, SURNAMES.length - 1)] ?? '王';
  const length = random.next() < 0.35 ? 1 : 2;
  let given = '';
  for (let i = 0; i < length; i += 1) given += GIVEN[random.int(0, GIVEN.length - 1)] ?? '伟';
  return surname + given;
}

export function mobile(random: Random): string {
  return random.pick(MOBILE_PREFIXES) + String(random.int(0, 99_999_999)).padStart(8, '0');
}

/** 138****1234: how customer numbers appear in lists. */
export function maskMobile(phone: string): string {
  return `${phone.slice(0, 3)}****${phone.slice(7)}`;
}

/** A new-energy plate of the province: 浙AD12345. */
export function plate(random: Random, provincecode: string): string {
  const prefix = PLATE_PREFIX[provincecode] ?? '沪';
  const city = random.next() < 0.7 ? 'A' : random.pick(['B', 'C', 'D', 'E']);
  return `${prefix}${city}${random.pick(['D', 'F'])}${String(random.int(0, 99_999)).padStart(5, '0')}`;
}

export const VEHICLES = ['比亚迪汉EV', '比亚迪秦PLUS', '特斯拉Model 3', '特斯拉Model Y', '蔚来ES6', '小鹏P7', '理想L7', '极氪001', '埃安S', '五菱宏光MINI', '问界M7', '小米SU7'];

/** `length` distinct names. */
export function roster(random: Random, length: number): string[] {
  const names = new Set<string>();
  while (names.size < length) names.add(personName(random));
  return [...names];
}

/** A weighted choice built once, for hot loops: cumulative weights, no allocation per draw. */
export function chooser<T>(items: readonly T[], weights: readonly number[]): (random: Random) => T {
  const cumulative: number[] = [];
  let total = 0;
  for (const weight of weights) cumulative.push((total += weight));
  return (random) => {
    const roll = random.next() * total;
    for (let i = 0; i < cumulative.length; i += 1) if (roll < (cumulative[i] as number)) return items[i] as T;
    return items[items.length - 1] as T;
  };
}

export { seq, weighted } from '../../core/random.ts';
