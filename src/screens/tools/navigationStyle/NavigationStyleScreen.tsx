import { Alert, Card, Skeleton } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { NavigationStyleAnswer } from '../../../api/tools/navigationStyleTypes';
import { TOOLS_PIDS } from '../../../api/tools/types';
import { useStores } from '../../../stores/context';
import { DEFAULT_NAV_STYLE } from '../../../stores/menu/menuItem';
import { usePagePid } from '../../../ui/hooks/usePagePid';
import { useResource } from '../../../ui/resource/useResource';
import { StyleForm } from './StyleForm';
import { toolsApi } from '../../../api/tools';
import { LoadFailed } from '../../../ui/LoadFailed';

/**
 * `navigation-style`: the colours of the console's header and side menu for this tenant (the
 * style JSON of /vts/api/menu/get), previewed on the real shell while edited, checked for WCAG AA
 * contrast before a save, and reset to the spec's defaults.
 */
export default observer(function NavigationStyleScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { api, pages } = useStores();
  const pid = usePagePid({ fallback: TOOLS_PIDS.navigationStyle });
  const loaded = useResource(pid ? (signal) => toolsApi(api).navigationStyle.get({ pid }, { signal }) : null, [api, pid]);
  // The answer of the last save: the style as now saved, without asking again.
  const [latest, setLatest] = useState<NavigationStyleAnswer | null>(null);
  const answer = latest ?? loaded.value;

  if (!answer && loaded.status === 'error') {
    return <LoadFailed title={t('tools.navStyle.loadFailed')} onRetry={() => void loaded.reload()} />;
  }
  const saved = answer ? { ...DEFAULT_NAV_STYLE, ...answer.style } : null;
  const editable = Boolean(answer?.owned) && pages.can('edit', pid);
  return (
    <div data-screen="navigation-style">
      <Card title={t('tools.navStyle.title')}>
        {answer && saved ? (
          <div data-navstyle-ready>
            <p style={{ marginTop: 0 }}>{t('tools.navStyle.intro', { tenant: answer.tenant })}</p>
            {Object.keys(answer.style).length === 0 ? <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('tools.navStyle.defaultsInUse')} /> : null}
            {!answer.owned ? <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('tools.navStyle.otherTenant')} /> : null}
            <StyleForm key={`${answer.version}|${JSON.stringify(saved)}`} pid={pid} saved={saved} version={answer.version} editable={editable} onSaved={setLatest} />
          </div>
        ) : (
          <Skeleton active />
        )}
      </Card>
    </div>
  );
});
