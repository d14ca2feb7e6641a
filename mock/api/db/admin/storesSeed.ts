import type { BusinessInfo } from '../../../../src/api/types.ts';
import { stream } from '../core/random.ts';
import { THAILAND } from '../regions.ts';

const CHINA_STREETS = ['人民路', '中山路', '解放路', '建设路', '滨江大道', '世纪大道', '科技路', '新华路', '长江路', '文化路'];
const THAI_STREETS = ['Sukhumvit Rd', 'Silom Rd', 'Rama IV Rd', 'Nimmanhaemin Rd', 'Chang Klan Rd'];

/**
 * A seeded store's street address, drawn from its own stream (so adding a store moves no other
 * store's address); none without a city (the online store has no street).
 */
export function seededAddress(seed: number, business: BusinessInfo): string {
  if (!business.citycode) return '';
  const random = stream(seed, `store-address:${business.did}`);
  const number = random.int(1, 999);
  if (business.countrycode === THAILAND.adcode) return `${number} ${random.pick(THAI_STREETS)}`;
  return `${business.city}${random.pick(CHINA_STREETS)}${number}号`;
}

/** The next free did: parents `pb-9001…`, a parent's stores `st-<parent>-NN` after its last one. */
export function nextDid(businesses: readonly BusinessInfo[], grade: 0 | 1, parent: string): string {
  const taken = new Set(businesses.map((b) => b.did));
  if (grade === 0) {
    let n = 9001;
    while (taken.has(`pb-${n}`)) n += 1;
    return `pb-${n}`;
  }
  const stem = parent.replace(/^pb-/, 'st-');
  let n = 1;
  while (taken.has(`${stem}-${String(n).padStart(2, '0')}`)) n += 1;
  return `${stem}-${String(n).padStart(2, '0')}`;
}
