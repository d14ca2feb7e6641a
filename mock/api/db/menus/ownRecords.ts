import type { MenuItemWire } from '../../../../src/api/types.ts';

/** A record a leaf opens (its params' did), as the user may open it. */
export interface RecordLeaf {
  /** Whether this leaf's params name a record of this kind. */
  names: (did: string) => boolean;
  /** Whether the user reaches the record. */
  reaches: (did: string) => boolean;
  /** The user's own record to open instead, with its name; undefined: the leaf goes. */
  own: () => { did: string; name: string } | undefined;
}

const childrenOf = (item: MenuItemWire): MenuItemWire[] | undefined => item.subList ?? item.sub_menu;

/**
 * The menu with every leaf that opens a record (the catalogue names the first company's) pointed at
 * one the user reaches, or dropped: a menu never carries another company's or store's ids.
 */
export function withOwnRecords(items: readonly MenuItemWire[], kind: RecordLeaf): MenuItemWire[] {
  let own: ReturnType<RecordLeaf['own']> | null = null;
  const visit = (item: MenuItemWire): MenuItemWire | undefined => {
    const children = childrenOf(item);
    if (children) {
      const kept = children.flatMap((child) => visit(child) ?? []);
      return item.sub_menu && !item.subList ? { ...item, sub_menu: kept } : { ...item, subList: kept };
    }
    const did = item.params?.did;
    if (!did || !kind.names(did) || kind.reaches(did)) return item;
    own ??= kind.own() ?? undefined;
    return own ? { ...item, params: { ...item.params, did: own.did, name: own.name } } : undefined;
  };
  return items.flatMap((item) => visit(item) ?? []);
}
