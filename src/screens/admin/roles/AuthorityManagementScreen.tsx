import { Tabs } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { ACCESS_PIDS } from '../../../api/access/types';
import { usePagePid } from '../../../ui/hooks/usePagePid';
import { oneOfParam } from '../../../ui/url-state/codecs';
import { useSearchParam } from '../../../ui/url-state/useSearchParam';
import { EffectiveTab } from './EffectiveTab';
import { RolesTab } from './RolesTab';

const TABS = ['roles', 'effective'] as const;
const tabParam = oneOfParam(TABS);

/** `authority-management`: roles with their permission trees, and effective permissions (tab in the URL). */
export default observer(function AuthorityManagementScreen() {
  const intl = useIntl();
  const pid = usePagePid({ fallback: ACCESS_PIDS.roles });
  const [tab, setTab] = useSearchParam('tab', tabParam, 'roles');
  const content = { roles: <RolesTab pid={pid} />, effective: <EffectiveTab pid={pid} /> };
  return (
    <div>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as (typeof TABS)[number])}
        items={TABS.map((key) => ({ key, label: intl.formatMessage({ id: `admin.roles.tab.${key}` }), children: tab === key ? content[key] : null }))}
      />
    </div>
  );
});
