import type { IntlShape } from 'react-intl';
import type { PowerWindow, ScreenGroup } from '../../../api/signage/screenTypes';
import type { ExportColumn } from '../../../lib/export';
import { signageClock, signageWeekday } from '../shared/signageTime';

/** Weekdays in short words, runs of three or more joined: [1,2,3,4,5,7] → 'Mon–Fri, Sun'. */
export function weekdaysText(intl: IntlShape, days: readonly number[]): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const day of sorted) {
    const last = runs.at(-1);
    if (last && last.at(-1) === day - 1) last.push(day);
    else runs.push([day]);
  }
  return runs
    .flatMap((run) => (run.length >= 3 ? [`${signageWeekday(intl, run[0]!)}–${signageWeekday(intl, run.at(-1)!)}`] : run.map((day) => signageWeekday(intl, day))))
    .join(', ');
}

/** A group's power schedule in one line; no window: always on. */
export function powerText(intl: IntlShape, power: readonly PowerWindow[]): string {
  if (power.length === 0) return intl.formatMessage({ id: 'signage.groups.alwaysOn' });
  return power.map((w) => `${weekdaysText(intl, w.days)} ${signageClock(intl, w.on)}–${signageClock(intl, w.off)}`).join('; ');
}

/** The groups list as exported: what the table shows. */
export function groupExportColumns(intl: IntlShape): ExportColumn<ScreenGroup>[] {
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return [
    { key: 'name', title: t('signage.groups.name') },
    { key: 'kind', title: t('signage.groups.kind'), value: (g) => (g.kind === 'tag' ? t('signage.groups.kindTag', { tag: g.tag }) : t('signage.groups.kinds.static')) },
    { key: 'members', title: t('signage.groups.members'), type: 'number', value: (g) => g.members.length },
    { key: 'power', title: t('signage.groups.power'), value: (g) => powerText(intl, g.power) },
  ];
}
