/** What stations are called and what their piles are: names, vendors, pile sizes. */

export const SITES = ['东站', '高新', '滨江', '科创园', '万达', '机场', '会展中心', '体育中心', '软件园', '物流园', '公交枢纽', '奥体', '新城', '大学城', '湖畔', '金融港', '北站', '开发区'];

export const MANUFACTURERS: readonly { name: string; code: string }[] = [
  { name: '特来电', code: 'TGOOD' },
  { name: '星星充电', code: 'STAR' },
  { name: '国电南瑞', code: 'NARI' },
  { name: '许继电气', code: 'XJ' },
  { name: '盛弘股份', code: 'SINEXCEL' },
  { name: '英飞源', code: 'INFY' },
  { name: '万马股份', code: 'WANMA' },
];

/** Rated powers of DC fast chargers and AC wall boxes, kW. */
export const DC_POWERS = [60, 120, 160, 240] as const;
export const AC_POWERS = [7, 11, 22] as const;

/** Largest station the meters plan (10 × 60 kW). */
const MAX_KW = 1200;

/** completable[kw]: some set of piles adds up to exactly kw (so a station's piles make its meter's rating). */
const completable: boolean[] = (() => {
  const out = Array.from({ length: MAX_KW + 1 }, (_, kw) => kw === 0);
  for (let kw = 1; kw <= MAX_KW; kw += 1) out[kw] = [...DC_POWERS, ...AC_POWERS].some((p) => p <= kw && out[kw - p] === true);
  return out;
})();

/** Whether piles can make up exactly `kw`. */
export function canMake(kw: number): boolean {
  return kw >= 0 && kw <= MAX_KW && completable[kw] === true;
}
