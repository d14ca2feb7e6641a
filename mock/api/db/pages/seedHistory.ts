import type { HistoryAction, HistoryChange } from '../../../../src/api/pageConfig.ts';
import type { Row } from '../core/tables/Table.ts';
import type { PageDefinition } from './definition.ts';
import type { Author } from './history.ts';
import type { World } from './world/index.ts';
import { HOUR, iso, SEED_NOW } from '../core/clock/time.ts';

export interface SeededChange {
  record: Row;
  action: HistoryAction;
  author: Author;
  time: string;
  changes: HistoryChange[];
}

function companyOf(world: World, record: Row): string {
  if (typeof record.companyid === 'string') return record.companyid;
  const parent = world.ctx.parents.find((p) => p.did === record.parentbusinessdid);
  return parent?.companyid ?? '';
}

/**
 * The seeded past of a page's records: who added each one (with its first value of the flow
 * field) and, along `flow`, every step up to the record's current value, hours apart.
 */
export function seedHistory(page: PageDefinition, records: readonly Row[], world: World): SeededChange[] {
  const spec = page.history;
  if (!spec) return [];
  const random = world.ctx.random(`history:${page.name}`);
  // The flow field is the server's (a ticket's state) but its first value is part of the add.
  const formFields = page.fields.filter((def) => def.form || def.field === spec.flow?.field).map((def) => def.field);
  const out: SeededChange[] = [];
  for (const record of records.slice(0, spec.limit ?? records.length)) {
    const authors = world.ctx.authorsOf(companyOf(world, record));
    const created = Date.parse(String(record.createtime ?? '')) || SEED_NOW - 30 * 24 * HOUR;
    const flow = spec.flow;
    const steps = flow ? flow.steps.slice(0, flow.steps.indexOf(String(record[flow.field])) + 1) : [];
    const initial: Record<string, unknown> = flow && steps.length > 0 ? { ...record, [flow.field]: steps[0] } : record;
    out.push({
      record,
      action: 'add',
      author: random.pick(authors),
      time: iso(created),
      changes: formFields.filter((field) => initial[field] != null).map((field) => ({ field, old: null, new: initial[field] })),
    });
    let time = created;
    for (let i = 1; flow && i < steps.length; i += 1) {
      time = Math.max(time + 60_000, Math.min(time + random.int(1, 72) * HOUR, SEED_NOW - i * HOUR));
      out.push({
        record,
        action: 'update',
        author: random.pick(authors),
        time: iso(time),
        changes: [{ field: flow.field, old: steps[i - 1], new: steps[i] }],
      });
    }
  }
  return out;
}
