/**
 * The days a page of the charging operations has records for, shared by the overviews and the
 * analysis (and by the mock that answers them): its period picker runs from `firstDay` to `today`,
 * it opens on the last whole month with data, and a comparison with days before `firstDay` says
 * there is no data rather than showing 0 or −100 %.
 */
export interface DataBounds {
  /** The first day with a record (each record's day in its store's zone), never after today. */
  firstDay: string;
  /** The last day with a record, never after today. */
  lastDay: string;
  /** Today on the world clock (China time, the network's reference clock). */
  today: string;
}
