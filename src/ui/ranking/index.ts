export { RankingBars } from './RankingBars';
export { rankTop, type RankedRow, type RankingItem } from './rank';
