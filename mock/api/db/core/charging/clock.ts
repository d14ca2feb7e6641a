/**
 * The seeded world's time as the registry needs it. One import point, so the registry follows
 * the world clock wherever the core puts it.
 */
export { ACTIVITY_DAYS, addMonths, DAY, day, HOUR, iso, MINUTE, SEED_NOW } from '../../pages/world/time.ts';
