import type { AnalysisApi } from './analysis';
import { MAX_AGG_QUERIES as AGG_QUERIES_PER_CALL, MAX_SERIES_METERS as SERIES_METERS_PER_CALL, type AggAnswer, type AggQuery, type SeriesAnswer, type SeriesQuery } from './energyTypes';

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** aggquerys for any number of queries: split into calls the server accepts, answers in query order. */
export async function aggQueriesBatched(api: AnalysisApi, queries: readonly AggQuery[], signal?: AbortSignal): Promise<AggAnswer[]> {
  const answers = await Promise.all(chunks(queries, AGG_QUERIES_PER_CALL).map((part) => api.aggQueries(part, { signal })));
  return answers.flat();
}

/** A series query over any number of meters: split into calls the server accepts, series in meter order. */
export async function seriesBatched(api: AnalysisApi, query: SeriesQuery, signal?: AbortSignal): Promise<SeriesAnswer> {
  const meters = query.meters;
  if (!meters || meters.length <= SERIES_METERS_PER_CALL) return api.query(query, { signal });
  const answers = await Promise.all(chunks(meters, SERIES_METERS_PER_CALL).map((part) => api.query({ ...query, meters: part }, { signal })));
  return { interval: answers[0]!.interval, buckets: answers[0]!.buckets, series: answers.flatMap((a) => a.series) };
}
