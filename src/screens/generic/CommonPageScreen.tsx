import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import type { ScreenProps } from '../../loader/registry';
import { useStores } from '../../stores/context';
import { ListView } from './common-page/ListView';
import { baseFilterToFilter } from './config/toColumns';
import { NoAccess, PageStates } from './PageStates';
import { usePageConfig } from './usePageConfig';

/** `common-page/:pid/:modetype?`: a list driven by the page's module configuration (spec §2). */
const CommonPageScreen = observer(function CommonPageScreen({ query }: ScreenProps) {
  const { pid = '' } = useParams();
  const { pages } = useStores();
  const state = usePageConfig(pid);
  const base = useMemo(() => baseFilterToFilter(query.baseFilter), [query.baseFilter]);
  if (state.status !== 'ready') return <PageStates state={state} />;
  if (!pages.can('view', pid)) return <NoAccess />;
  // A new pid or baseFilter is a new list with its own state.
  return <ListView key={`${pid}|${JSON.stringify(base)}`} config={state.config} base={base} />;
});

export default CommonPageScreen;
