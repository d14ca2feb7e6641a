import type { MenuTemplateItem } from '../../../api/tools/menuTemplateTypes';

/** One item of a menu as the tool lists it: what it is called, where it sits, what it opens. */
export interface MenuRow {
  /** Index path key ('0-3-1'). */
  key: string;
  name: string;
  /** The text shown to people (its translation, else its title). */
  label: string;
  /** The raw title (what a search by title also finds). */
  title: string;
  /** Its ancestors' labels, module first ('Tools › Menu design'). */
  trail: string;
  page: string;
  pid: string;
  hidden: boolean;
  disabled: boolean;
  group: boolean;
}

/** Every item of a tree as a row, parents first. */
export function menuRows(items: readonly MenuTemplateItem[], label: (item: MenuTemplateItem) => string): MenuRow[] {
  const rows: MenuRow[] = [];
  const visit = (list: readonly MenuTemplateItem[], path: number[], trail: string[], hidden: boolean, disabled: boolean) =>
    list.forEach((item, i) => {
      const text = label(item);
      const own = [...path, i];
      const isHidden = hidden || item.hidden === true;
      const isDisabled = disabled || item.disabled === true;
      rows.push({
        key: own.join('-'), name: item.name, label: text, title: item.title, trail: trail.join(' › '),
        page: item.page ?? '', pid: item.pid ?? '', hidden: isHidden, disabled: isDisabled, group: Boolean(item.children),
      });
      visit(item.children ?? [], own, [...trail, text], isHidden, isDisabled);
    });
  visit(items, [], [], false, false);
  return rows;
}

/**
 * The rows whose title (shown or raw), name, route or pid contains every word of the query,
 * ignoring case and width; all rows for an empty query.
 */
export function searchMenu(rows: readonly MenuRow[], query: string): MenuRow[] {
  const fold = (text: string) => text.normalize('NFKC').toLowerCase();
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((row) => {
    const haystack = fold([row.label, row.title, row.name, row.page, row.pid].join('\u0000'));
    return words.every((word) => haystack.includes(word));
  });
}
