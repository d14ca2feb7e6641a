import { Card, Skeleton, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { checkMenu } from '../../../api/tools/menuTemplateRules';
import { TOOLS_PIDS } from '../../../api/tools/types';
import { useStores } from '../../../stores/context';
import { usePagePid } from '../../../ui/hooks/usePagePid';
import { useResource } from '../../../ui/resource/useResource';
import { TargetSelects } from '../menuTemplate/TargetSelects';
import { useMenuTarget } from '../menuTemplate/useMenuTarget';
import { BrokenCard } from './BrokenCard';
import { ImportCard } from './ImportCard';
import { SearchCard } from './SearchCard';
import { toolsApi } from '../../../api/tools';
import { LoadFailed } from '../../../ui/LoadFailed';

/**
 * `menu-tool`: the menu a company sees (its template, else the default catalogue): search it by
 * title, name, route or pid; list its broken entries; export it as JSON, or import a JSON file,
 * checked and previewed as changes before it is applied to the company's template.
 */
export default observer(function MenuToolScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api, pages } = useStores();
  const pid = usePagePid({ fallback: TOOLS_PIDS.menuTool });
  const { companyid, setCompany, portal, setPortal } = useMenuTarget();
  const [applied, setApplied] = useState(0);
  const answer = useResource(pid && companyid ? (signal) => toolsApi(api).menu.get({ pid, companyid, portal }, { signal }) : null, [api, pid, companyid, portal, applied]);
  // Waits for the page's permissions too, so export and import show once, as they will stay.
  const value = answer.status === 'ready' && pages.permsStatus(pid) !== 'loading' ? answer.value : undefined;
  const current = useMemo(() => (value ? (value.template?.items ?? value.catalogue) : []), [value]);
  const issues = useMemo(() => (value ? checkMenu(current, value.context).issues : []), [current, value]);

  if (answer.status === 'error') {
    return <LoadFailed title={t('tools.menu.loadFailed')} onRetry={() => void answer.reload()} />;
  }
  // The last answer's companies stay while the next one loads, so the pickers keep their names.
  const companyName = answer.value?.companies.find((c) => c.companyid === companyid)?.name ?? companyid;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title={t('tools.menu.toolTitle')} size="small">
        <Space wrap size={16}>
          <TargetSelects companies={answer.value?.companies ?? []} companyid={companyid} onCompany={setCompany} portal={portal} onPortal={setPortal} />
          {value ? <Typography.Text>{t(value.template ? 'tools.menu.showingTemplate' : 'tools.menu.showingDefault', { company: companyName })}</Typography.Text> : null}
        </Space>
      </Card>
      {!value ? <Skeleton active /> : null}
      {value ? (
        <>
          <SearchCard items={current} canExport={pages.can('export', pid)} />
          <BrokenCard title={t('tools.menu.brokenTitle')} items={current} issues={issues} />
          <ImportCard
            key={`${companyid}|${portal}|${applied}`}
            pid={pid}
            companyid={companyid}
            companyName={companyName}
            portal={portal}
            current={current}
            version={value.version}
            context={value.context}
            canExport={pages.can('export', pid)}
            canImport={pages.can('edit', pid)}
            onApplied={() => setApplied((n) => n + 1)}
          />
        </>
      ) : null}
    </Space>
  );
});
