/**
 * The machine's own clock: the one place in the mock that reads it (test/mock/wallClock.test.ts
 * keeps it so). Every record is stamped from the world clock (SimClock), whose days `advance-time`
 * moves; real time is kept only for what must pass in real seconds whatever the world's day:
 * SimClock's own running, a session's lifetime and an abandoned upload's clean-up (a skip of a week must not sign everyone out or drop an upload under way).
 */
export const realNow = (): number => Date.now();

/** Monotonic milliseconds: how long a job took to run (a bill run's elapsed time), never a stamp. */
export const elapsedNow = (): number => performance.now();
