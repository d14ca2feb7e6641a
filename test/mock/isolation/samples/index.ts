import { BILLING_SAMPLES } from './billing';
import { CORE_SAMPLES } from './core';
import { DEVICE_SAMPLES } from './devices';
import { OPERATIONS_SAMPLES } from './operations';
import type { Samples } from './probe';
import { SIGNAGE_SAMPLES } from './signage';
import { SMARTBNB_SAMPLES, TOOLS_SAMPLES } from './tools';

const TABLES: readonly Samples[] = [CORE_SAMPLES, DEVICE_SAMPLES, BILLING_SAMPLES, OPERATIONS_SAMPLES, SIGNAGE_SAMPLES, TOOLS_SAMPLES, SMARTBNB_SAMPLES];

/** Every endpoint's sample requests, keyed "METHOD /path" (a key in two tables is a mistake the test reports). */
export const SAMPLES: Samples = Object.assign({}, ...TABLES) as Samples;
export const SAMPLE_KEYS_TWICE: string[] = TABLES.flatMap((t) => Object.keys(t)).filter((key, i, all) => all.indexOf(key) !== i);
