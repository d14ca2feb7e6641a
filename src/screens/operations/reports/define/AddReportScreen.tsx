import { Alert, Button, Card, Input, Select, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { reportsApi } from '../../../../api/operations';
import { REPORT_TEMPLATES, REPORTS_PIDS, type ReportDefinition, type ReportParams, type ReportTemplate } from '../../../../api/operations/reportsTypes';
import { useStores } from '../../../../stores/context';
import { EmptyData } from '../../../../ui/EmptyData';
import { usePagePid } from '../../../../ui/hooks/usePagePid';
import { LoadFailed } from '../../../../ui/LoadFailed';
import { ReportFilters } from '../shared/ReportFilters';
import { paramsText } from '../shared/reportText';
import { useCatalogue } from '../shared/useCatalogue';
import { withDefaults } from '../shared/useReportParams';
import { REPORT_RULES } from '../../../../api/operations/rules';

/**
 * `add-report`: a report defined from a template and its parameters, saved to the report centre's
 * catalogue (the server checks the name, the period and the station; a refusal names the field).
 */
export default observer(function AddReportScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api, pages } = useStores();
  const pid = usePagePid({ fallback: REPORTS_PIDS.define });
  const canAdd = pages.can('add', pid);
  const catalogue = useCatalogue(pid);
  const [name, setName] = useState('');
  const [template, setTemplate] = useState<ReportTemplate>('fault-tickets');
  const [changed, setChanged] = useState<Partial<ReportParams>>({});
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<ReportDefinition | null>(null);
  if (catalogue.status === 'error' && !catalogue.value) return <LoadFailed title={t('operations.reports.loadFailed')} onRetry={() => void catalogue.reload()} />;
  if (!catalogue.value) return <Card size="small" loading />;
  if (catalogue.value.months.length === 0) return <EmptyData description={t('operations.reports.noFaults')} />;
  const params = withDefaults({ from: '', to: '', station: '', faulttype: '', ...changed }, catalogue.value.months);
  const save = async () => {
    setSaving(true);
    try {
      setSaved(await reportsApi(api).define({ pid, name, template, ...params, faulttype: template === 'fault-tickets' ? params.faulttype : '' }));
      setName('');
    } catch {
      // The client has shown the refusal; the form keeps what was typed.
    } finally {
      setSaving(false);
    }
  };
  const nameLabel = t('operations.reports.name');
  return (
    <div data-screen="add-report">
      <Card size="small" title={t('operations.reports.define.title')}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          {canAdd || pages.permsStatus(pid) !== 'ready' ? null : <Alert type="info" showIcon title={t('operations.reports.define.readOnly')} />}
          <label>
            <Typography.Text>{nameLabel}</Typography.Text>
            <Input aria-label={nameLabel} maxLength={REPORT_RULES.name.maxLength} value={name} onChange={(e) => setName(e.target.value)} style={{ maxWidth: 400, display: 'block' }} />
          </label>
          <Select
            aria-label={t('operations.reports.template')}
            style={{ minWidth: 240 }}
            value={template}
            options={REPORT_TEMPLATES.map((v) => ({ value: v, label: t(`operations.reports.template.${v}`) }))}
            onChange={(v: ReportTemplate) => setTemplate(v)}
          />
          <ReportFilters catalogue={catalogue.value} params={params} onChange={(next) => setChanged((c) => ({ ...c, ...next }))} withType={template === 'fault-tickets'} />
          <Button type="primary" loading={saving} disabled={!canAdd || !name.trim()} onClick={() => void save()}>
            {t('operations.reports.define.save')}
          </Button>
          {saved ? (
            <Alert type="success" showIcon role="status" title={t('operations.reports.define.saved', { name: saved.name, params: paramsText(intl, saved.params, catalogue.value) })} />
          ) : null}
        </Space>
      </Card>
    </div>
  );
});
