import type { Random } from '../../core/random.ts';
import type { Gun, Pile, Station } from './assets.ts';
import { groupBy, type WorldContext } from './context.ts';
import { seq, weighted } from './names.ts';
import { ACTIVITY_DAYS, DAY, iso, MINUTE, SEED_NOW } from '../../core/clock/time.ts';
import { compactDayIn } from '../../core/clock/zones.ts';
import { pileRef, type PileRef } from '../../core/charging/pileRef.ts';

/** Alarms raised by piles, guns and pile meters: the recovered ones are history, the rest are live. */

export type AlarmLevel = 'critical' | 'major' | 'minor' | 'warning';

export interface Alarm extends PileRef {
  did: string;
  alarmno: string;
  alarmtype: string;
  level: AlarmLevel;
  content: string;
  devicetype: 'pile' | 'gun' | 'meter';
  devicedid: string;
  devicecode: string;
  occurtime: string;
  recovertime: string;
  duration: number;
  status: 'active' | 'acknowledged' | 'recovered' | 'closed';
  handler: string;
  createtime: string;
  updatetime: string;
}

interface Kind {
  code: string;
  level: AlarmLevel;
  device: Alarm['devicetype'];
  weight: number;
  text: (random: Random) => string;
}

const KINDS: readonly Kind[] = [
  { code: 'overTemp', level: 'major', device: 'pile', weight: 14, text: (r) => `充电模块温度过高（${r.int(75, 95)}℃）` },
  { code: 'overCurrent', level: 'major', device: 'gun', weight: 8, text: (r) => `输出电流超限（${r.int(255, 290)}A）` },
  { code: 'insulation', level: 'critical', device: 'pile', weight: 6, text: (r) => `绝缘电阻过低（${r.int(20, 95)}kΩ）` },
  { code: 'commLoss', level: 'minor', device: 'pile', weight: 24, text: (r) => `与平台通信中断超过${r.int(3, 30)}分钟` },
  { code: 'emergencyStop', level: 'warning', device: 'pile', weight: 10, text: () => '急停按钮被按下' },
  { code: 'groundFault', level: 'critical', device: 'pile', weight: 3, text: () => '保护接地异常' },
  { code: 'meterError', level: 'minor', device: 'meter', weight: 12, text: () => '计量电表通信异常' },
  { code: 'doorOpen', level: 'warning', device: 'pile', weight: 9, text: () => '柜门异常打开' },
  { code: 'gunTemp', level: 'major', device: 'gun', weight: 14, text: (r) => `充电枪头温度过高（${r.int(70, 90)}℃）` },
];
const WEIGHTS = KINDS.map((kind) => kind.weight);
const DURATION: Record<AlarmLevel, [number, number]> = { critical: [30, 720], major: [10, 240], minor: [2, 90], warning: [1, 30] };

interface Draft {
  occur: number;
  kind: Kind;
  pile: Pile;
  gun: Gun | undefined;
  live: boolean;
  content: string;
}

/** `zone`: the pile's store's, whose days number its alarms. */
function finish(random: Random, draft: Draft, index: number, staff: readonly string[], zone: string): Alarm {
  const { kind, pile, gun, occur } = draft;
  const [min, max] = DURATION[kind.level];
  const duration = draft.live ? Math.round((SEED_NOW - occur) / MINUTE) : random.int(min, max);
  const device =
    kind.device === 'gun' && gun ? { type: 'gun' as const, did: gun.did, code: gun.code } : kind.device === 'meter' ? { type: 'meter' as const, did: `pm-${pile.did.slice(3)}`, code: `M${pile.code}` } : { type: 'pile' as const, did: pile.did, code: pile.code };
  const status: Alarm['status'] = draft.live
    ? weighted(random, ['active', 'acknowledged'] as const, [2, 1])
    : weighted(random, ['recovered', 'closed'] as const, [7, 3]);
  const handled = status === 'acknowledged' || status === 'closed';
  const recover = draft.live ? '' : iso(occur + duration * MINUTE);
  return {
    did: `al-${seq(index, 6)}`,
    alarmno: `AL${compactDayIn(occur, zone)}${seq(index, 6)}`,
    alarmtype: kind.code,
    level: kind.level,
    content: draft.content,
    devicetype: device.type,
    devicedid: device.did,
    devicecode: device.code,
    ...pileRef(pile),
    occurtime: iso(occur),
    recovertime: recover,
    duration,
    status,
    handler: handled ? random.pick(staff) : '',
    createtime: iso(occur),
    updatetime: recover || iso(occur),
  };
}

/** History alarms over the activity window plus one live alarm per faulty or offline pile. */
export function buildAlarms(ctx: WorldContext, stations: Station[], piles: Pile[], guns: Gun[]): Alarm[] {
  const random = ctx.random('alarms');
  const working = new Set(stations.filter((s) => s.status !== 'building').map((s) => s.did));
  const gunsByPile = groupBy(guns, (gun) => gun.piledid);
  const drafts: Draft[] = [];
  const windowStart = SEED_NOW - ACTIVITY_DAYS * DAY;
  for (const pile of piles) {
    if (!working.has(pile.stationdid)) continue;
    const own = gunsByPile.get(pile.did) ?? [];
    // Piles of the metered stations run many sessions a day: a few alarms a week on a DC pile.
    for (let i = 0, count = random.int(pile.type === 'dc' ? 12 : 4, pile.type === 'dc' ? 36 : 14); i < count; i += 1) {
      const kind = weighted(random, KINDS, WEIGHTS);
      const occur = windowStart + random.int(0, (ACTIVITY_DAYS - 1) * 24 * 60) * MINUTE;
      drafts.push({ occur, kind, pile, gun: own.length ? random.pick(own) : undefined, live: false, content: kind.text(random) });
    }
    if (pile.status === 'fault' || pile.status === 'offline') {
      const kind = pile.status === 'offline' ? (KINDS[3] as Kind) : weighted(random, KINDS.slice(0, 3), [3, 2, 1]);
      drafts.push({ occur: SEED_NOW - random.int(10, 2880) * MINUTE, kind, pile, gun: own[0], live: true, content: kind.text(random) });
    }
  }
  drafts.sort((a, b) => a.occur - b.occur);
  return drafts.map((draft, i) => finish(random, draft, i + 1, ctx.parent(draft.pile.parentbusinessdid).staff, ctx.zoneOf(draft.pile.businessdid)));
}
