export interface RankingItem {
  key: string;
  name: string;
  value: number;
}

export interface RankedRow extends RankingItem {
  /** 1-based place. */
  rank: number;
  /** Percent of the largest value (the bar's length), 0 when nothing is above zero. */
  share: number;
}

/** The `limit` largest items, largest first, each with its place and its bar's share of the first. */
export function rankTop(items: readonly RankingItem[], limit: number): RankedRow[] {
  const sorted = [...items].sort((a, b) => b.value - a.value).slice(0, limit);
  const max = sorted[0]?.value ?? 0;
  return sorted.map((item, index) => ({ ...item, rank: index + 1, share: max > 0 ? (item.value / max) * 100 : 0 }));
}
