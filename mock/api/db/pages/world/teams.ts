import type { WorldContext } from './context.ts';
import { mobile, seq, weighted } from './names.ts';
import { DAY, iso, SEED_NOW } from '../../core/clock/time.ts';

/** Maintenance teams of each parent business, drawn from its staff. */
export interface Team {
  did: string;
  name: string;
  parentbusinessdid: string;
  parentbusinessname: string;
  city: string;
  leader: string;
  phone: string;
  membercount: number;
  members: string;
  specialty: 'dc-pile' | 'ac-pile' | 'power-distribution' | 'general';
  status: 'on-duty' | 'off-duty';
  createtime: string;
  updatetime: string;
}

const ORDINALS = ['一', '二', '三', '四'];

export function buildTeams(ctx: WorldContext): Team[] {
  const out: Team[] = [];
  for (const parent of ctx.parents) {
    const random = ctx.random(`teams:${parent.did}`);
    const cities = [...new Set(parent.stores.map((s) => s.city))];
    if (cities.length === 0) continue;
    for (let i = 0, count = Math.min(4, Math.max(2, cities.length)); i < count; i += 1) {
      const city = cities[i % cities.length] ?? '';
      const size = random.int(3, 6);
      const start = random.int(0, parent.staff.length - size);
      const members = parent.staff.slice(start, start + size);
      const created = SEED_NOW - random.int(300, 900) * DAY;
      out.push({
        did: `tm-${seq(out.length + 1, 4)}`,
        name: `${city.replace(/市$/, '')}运维${ORDINALS[i] ?? i + 1}班`,
        parentbusinessdid: parent.did,
        parentbusinessname: parent.name,
        city,
        leader: members[0] ?? '',
        phone: mobile(random),
        membercount: members.length,
        members: members.join('、'),
        specialty: weighted(random, ['dc-pile', 'ac-pile', 'power-distribution', 'general'] as const, [4, 2, 2, 3]),
        status: random.next() < 0.7 ? 'on-duty' : 'off-duty',
        createtime: iso(created),
        updatetime: iso(created + random.int(1, 200) * DAY),
      });
    }
  }
  return out;
}
