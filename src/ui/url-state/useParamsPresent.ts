import { useUrlParams } from './useUrlParams';

/** Whether the URL names every one of `names` (a period the user chose, rather than the server's default). */
export function useParamsPresent(...names: string[]): boolean {
  const [params] = useUrlParams();
  return names.every((name) => params.has(name));
}
