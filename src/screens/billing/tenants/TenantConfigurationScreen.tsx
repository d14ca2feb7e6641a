import { Tabs } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { BILLING_PIDS } from '../../../api/billing/types';
import { oneOfParam } from '../../../ui/url-state/codecs';
import { useSearchParam } from '../../../ui/url-state/useSearchParam';
import { usePagePid } from '../../../ui/hooks/usePagePid';
import { RateRulesTab } from './RateRulesTab';
import { TenantsTab } from './TenantsTab';
import { TenantTypesTab } from './TenantTypesTab';

const TABS = ['tenants', 'types', 'rules'] as const;
const tabParam = oneOfParam(TABS);

/** `tenant-configuration`: the store's tenants, tenant types and electricity rate rules (tab in the URL). */
export default observer(function TenantConfigurationScreen() {
  const intl = useIntl();
  const pid = usePagePid({ fallback: BILLING_PIDS.tenants });
  const [tab, setTab] = useSearchParam('tab', tabParam, 'tenants');
  const content = { tenants: <TenantsTab pid={pid} />, types: <TenantTypesTab pid={pid} />, rules: <RateRulesTab pid={pid} /> };
  return (
    <div>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as (typeof TABS)[number])}
        items={TABS.map((key) => ({ key, label: intl.formatMessage({ id: `billing.tenants.tab.${key}` }), children: tab === key ? content[key] : null }))}
      />
    </div>
  );
});
