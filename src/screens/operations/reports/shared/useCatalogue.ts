import { reportsApi } from '../../../../api/operations';
import { useStores } from '../../../../stores/context';
import { useResource } from '../../../../ui/resource/useResource';

/** The catalogue a page reads: reports, the stations the user reaches, fault types, months with records. */
export function useCatalogue(pid: string) {
  const { api } = useStores();
  return useResource(pid ? (signal) => reportsApi(api).catalogue({ pid }, { silent: true, hideError: true, signal }) : null, [api, pid]);
}
