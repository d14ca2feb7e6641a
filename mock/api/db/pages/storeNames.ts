import type { Row } from '../core/tables/Table.ts';

/** The store names a list shows, asked of the one store record (store-management renames it). */
export interface StoreNames {
  /** Moves on every edit of a business: a table's presented rows are cut again when it does. */
  revision: () => number;
  nameOf: (did: string) => string | undefined;
}

/**
 * A list row as shown: its `businessname` and `parentbusinessname` are its store's and parent's
 * names now, whatever they were when the row was seeded or written. The row itself when nothing
 * changed (the filter engine caches by identity).
 */
export function presentRow(row: Row, names: StoreNames): Row {
  let out = row;
  const follow = (nameField: string, didField: string) => {
    const did = row[didField];
    if (!(nameField in row) || typeof did !== 'string') return;
    const name = names.nameOf(did);
    if (name !== undefined && name !== row[nameField]) out = { ...out, [nameField]: name };
  };
  follow('businessname', 'businessdid');
  follow('parentbusinessname', 'parentbusinessdid');
  return out === row ? row : Object.freeze(out);
}
