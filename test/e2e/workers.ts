/**
 * Browser files run two at a time, each worker on its own servers: one file keeps about one core
 * busy (measured on 2 cores: ~50 % busy serially, ~90 % with two workers; 588 s -> 388 s).
 */
export const E2E_WORKERS = 2;
