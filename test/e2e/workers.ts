/**
 * Browser files run two at a time, each worker on its own servers: one file drives a browser with
 * about one core busy (measured: the machine was ~50% busy
 * through a serial run on 2 cores, and ~90% with two workers: 588 s serial, 388 s two at a time).
 */
export const E2E_WORKERS = 2;
