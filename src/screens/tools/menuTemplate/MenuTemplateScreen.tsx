import { stampText } from '../../../lib/dateText';
import { Alert, Card, Skeleton, Space, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { TOOLS_PIDS } from '../../../api/tools/types';
import { useStores } from '../../../stores/context';
import { EmptyData } from '../../../ui/EmptyData';
import { StatusTag } from '../../../ui/status-tag/StatusTag';
import { usePagePid } from '../../../ui/hooks/usePagePid';
import { useResource } from '../../../ui/resource/useResource';
import { useSearchParam } from '../../../ui/url-state/useSearchParam';
import { idParam } from '../../../ui/url-state/codecs';
import { TargetSelects } from './TargetSelects';
import { TemplateEditor } from './TemplateEditor';
import { useMenuTarget } from './useMenuTarget';
import { toolsApi } from '../../../api/tools';
import { LoadFailed } from '../../../ui/LoadFailed';

/**
 * `menu-template`: a company's menu per portal, from the default catalogue: rename, reorder (drag,
 * or the item's move buttons from the keyboard), hide, disable, icons, a leaf's page and pid. The
 * company's users get it at their next menu load; a refused save shows its reason on each item.
 */
export default observer(function MenuTemplateScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api, pages } = useStores();
  const pid = usePagePid({ fallback: TOOLS_PIDS.menuTemplate });
  const { companyid, setCompany, portal, setPortal } = useMenuTarget();
  const [selected, setSelected] = useSearchParam('item', idParam, '');
  const [saves, setSaves] = useState(0);
  const answer = useResource(pid && companyid ? (signal) => toolsApi(api).menu.get({ pid, companyid, portal }, { signal }) : null, [api, pid, companyid, portal, saves]);
  const editable = pages.can('edit', pid);

  if (answer.status === 'error') {
    return <LoadFailed title={t('tools.menu.loadFailed')} onRetry={() => void answer.reload()} />;
  }
  // The editor waits for the page's permissions, so it never offers controls it then takes away.
  const value = answer.status === 'ready' && pages.permsStatus(pid) !== 'loading' ? answer.value : undefined;
  const template = value?.template;
  // The last answer's companies stay while the next one loads, so the pickers keep their names.
  const companyName = answer.value?.companies.find((c) => c.companyid === companyid)?.name ?? companyid;

  return (
    <Card title={t('tools.menu.screenTitle')}>
      <Space wrap size={16} style={{ marginBottom: 12 }}>
        <TargetSelects companies={answer.value?.companies ?? []} companyid={companyid} onCompany={setCompany} portal={portal} onPortal={setPortal} />
        {value ? (
          template ? (
            <Typography.Text>
              <StatusTag tone="info">{t('tools.menu.custom')}</StatusTag>
              {t('tools.menu.savedBy', { name: template.updatedBy, when: stampText(intl, template.updatedAt) })}
            </Typography.Text>
          ) : (
            <Typography.Text><Tag>{t('tools.menu.default')}</Tag>{t('tools.menu.usesDefault', { company: companyName })}</Typography.Text>
          )
        ) : null}
      </Space>
      {!editable && value ? <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('tools.menu.readOnly')} /> : null}
      {!value ? <Skeleton active /> : null}
      {value && value.catalogue.length === 0 ? <EmptyData description={t('tools.menu.empty')} /> : null}
      {value && value.catalogue.length > 0 ? (
        <TemplateEditor
          key={`${companyid}|${portal}|${template?.updatedAt ?? 'default'}|${saves}`}
          pid={pid}
          companyid={companyid}
          companyName={companyName}
          portal={portal}
          answer={value}
          editable={editable}
          selected={selected}
          onSelect={setSelected}
          onSaved={() => setSaves((n) => n + 1)}
        />
      ) : null}
    </Card>
  );
});
