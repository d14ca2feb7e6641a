import type { Row } from '../../core/tables/Table.ts';

/** The inventory list's own writes for one user (validation and history are the list's). */
export interface InventoryList {
  rows: readonly Row[];
  update: (did: string, fields: Record<string, unknown>) => void;
  add: (fields: Record<string, unknown>) => string;
}

/** Raises a storeroom's stock of a part by `by`: the row it has, else a new row like the part's others. Answers the row's did. */
export function raiseStock(list: InventoryList, storeroomdid: string, model: string, by: number): string {
  const held = list.rows.find((r) => r.storeroomdid === storeroomdid && r.model === model);
  if (held) {
    list.update(held.did, { quantity: Number(held.quantity) + by });
    return held.did;
  }
  const like = list.rows.find((r) => r.model === model);
  return list.add({ storeroomdid, partname: like?.partname, model, quantity: by, unit: like?.unit, safetystock: like?.safetystock, unitprice: like?.unitprice });
}
