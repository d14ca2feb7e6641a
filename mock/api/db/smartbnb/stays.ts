/** Half-day stays: check-in in the afternoon of `from`, check-out in the morning of `to`. */
export interface Nights {
  from: string;
  to: string;
}

/** Two stays overlap when one starts before the other ends: a check-out day can be the next check-in day. */
export const overlaps = (a: Nights, b: Nights): boolean => a.from < b.to && a.to > b.from;

/** Does the stay cover the night that starts on `day`? */
export const covers = (stay: Nights, day: string): boolean => stay.from <= day && day < stay.to;
