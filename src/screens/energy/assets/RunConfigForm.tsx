import { stampText } from '../../../lib/dateText';
import { Alert, Button, Card, Descriptions, Form, InputNumber, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { ApiError } from '../../../api/errors';
import { idOrText } from '../../../lib/serverMessage';
import type { RunConfig, StoreEnergyConfig } from '../../../api/energyTypes';
import { useStores } from '../../../stores/context';
import { tariffOn } from './assetMeters';
import { defaultRunConfig, scheduleFromBands, socLimitsValid } from './runConfigDefaults';
import { ScheduleEditor } from './ScheduleEditor';
import { useUnitPriceOf } from './useUnitPrice';
import { analysisApi } from '../../../api/analysis';
import { ReadOnlyNote } from '../shared/ReadOnlyNote';
import type { PageGrants } from '../shared/usePageGrants';

/** The form: SOC fields may be empty while typing (null), the rest as saved. */
type Draft = Omit<RunConfig, 'updatedAt' | 'socMin' | 'socMax'> & { socMin: number | null; socMax: number | null };
type SaveState = { status: 'idle' } | { status: 'saving' } | { status: 'saved'; at: string } | { status: 'error'; message: string };

/** The editable run configuration (read-only without the page's edit permission); what was typed is kept when a save fails. */
export function RunConfigForm({ config, saved, grants }: { config: StoreEnergyConfig; saved: RunConfig | null; grants: PageGrants }) {
  const intl = useIntl();
  const { api, notify } = useStores();
  const { pid, canEdit } = grants;
  const tariff = tariffOn(config.tariffs, 'electricity', config.dataTo);
  const [draft, setDraft] = useState<Draft>(() => (saved ? { store: saved.store, mode: saved.mode, socMin: saved.socMin, socMax: saved.socMax, schedule: [...saved.schedule] } : defaultRunConfig(config.store, tariff)));
  const [updatedAt, setUpdatedAt] = useState<string | null>(saved?.updatedAt ?? null);
  const [save, setSave] = useState<SaveState>({ status: 'idle' });
  const unitPrice = useUnitPriceOf(config.fx);
  const valid = socLimitsValid(draft.socMin, draft.socMax);
  const edit = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setSave((s) => (s.status === 'saving' ? s : { status: 'idle' }));
  };
  // The saved schedule in every mode (the peak-valley strategy keeps one too); editable in manual mode.
  const shown = draft.schedule;
  const outside = shown.filter((a, h) => (a === 'charge' && tariff?.bands?.[h] !== 'valley') || (a === 'discharge' && tariff?.bands?.[h] !== 'peak')).length;

  const submit = async () => {
    if (!valid || draft.socMin === null || draft.socMax === null) return;
    setSave({ status: 'saving' });
    try {
      const result = await analysisApi(api, pid).saveRunConfig({ ...draft, socMin: draft.socMin, socMax: draft.socMax });
      setUpdatedAt(result.updatedAt);
      setSave({ status: 'saved', at: result.updatedAt });
      notify.success({ id: 'assets.run.saved' });
    } catch (error) {
      const message = error instanceof ApiError ? idOrText(intl, error.userMessage) : String(error);
      setSave({ status: 'error', message });
    }
  };

  return (
    <Card size="small" title={intl.formatMessage({ id: 'assets.run.title' })}>
      <Descriptions size="small" column={{ xs: 1, md: 3 }}>
        {config.storage.map((s) => (
          <Descriptions.Item key={s.did} label={s.name}>
            {intl.formatMessage({ id: 'assets.run.system' }, { capacity: intl.formatNumber(s.capacityKwh), power: intl.formatNumber(s.powerKw) })}
          </Descriptions.Item>
        ))}
        <Descriptions.Item label={intl.formatMessage({ id: 'assets.run.updatedAt' })}>{updatedAt ? savedAt(intl, updatedAt, config.timezone) : intl.formatMessage({ id: 'assets.run.neverSaved' })}</Descriptions.Item>
      </Descriptions>
      <ReadOnlyNote grants={grants} />
      <Form layout="vertical" disabled={!canEdit} onFinish={() => void submit()} style={{ marginTop: 8 }}>
        <Form.Item label={intl.formatMessage({ id: 'assets.run.mode' })}>
          <Radio.Group
            aria-label={intl.formatMessage({ id: 'assets.run.mode' })}
            value={draft.mode}
            onChange={(e) => edit({ mode: e.target.value as Draft['mode'] })}
            options={(['peak-valley', 'manual', 'off'] as const).map((m) => ({ value: m, label: intl.formatMessage({ id: `assets.run.mode.${m}` }) }))}
          />
        </Form.Item>
        <Space wrap align="start">
          <Form.Item label={intl.formatMessage({ id: 'assets.run.socMin' })} htmlFor="run-soc-min" validateStatus={valid ? undefined : 'error'}>
            <InputNumber id="run-soc-min" min={0} max={100} step={1} value={draft.socMin} onChange={(v) => edit({ socMin: typeof v === 'number' ? v : null })} />
          </Form.Item>
          <Form.Item label={intl.formatMessage({ id: 'assets.run.socMax' })} htmlFor="run-soc-max" validateStatus={valid ? undefined : 'error'}>
            <InputNumber id="run-soc-max" min={0} max={100} step={1} value={draft.socMax} onChange={(v) => edit({ socMax: typeof v === 'number' ? v : null })} />
          </Form.Item>
        </Space>
        {!valid && <Alert type="error" showIcon role="alert" title={intl.formatMessage({ id: 'assets.run.socInvalid' })} style={{ marginBottom: 12 }} />}
        <Typography.Title level={5}>{intl.formatMessage({ id: 'assets.run.schedule' })}</Typography.Title>
        <Typography.Paragraph type="secondary">
          {intl.formatMessage({ id: `assets.run.scheduleHint.${draft.mode}` })}{' '}
          {tariff?.bandPrices &&
            intl.formatMessage(
              { id: 'assets.run.bandPrices' },
              { peak: unitPrice(tariff.bandPrices.peak), flat: unitPrice(tariff.bandPrices.flat), valley: unitPrice(tariff.bandPrices.valley) },
            )}
        </Typography.Paragraph>
        <ScheduleEditor schedule={shown} bands={tariff?.bands} disabled={!canEdit || draft.mode !== 'manual'} onChange={(schedule) => edit({ schedule })} />
        {draft.mode !== 'off' && outside > 0 && (
          <Alert type="warning" showIcon style={{ marginTop: 12 }} title={intl.formatMessage({ id: 'assets.run.outsideBands' }, { count: outside })} />
        )}
        {canEdit ? (
          <Space style={{ marginTop: 12 }} wrap>
            {draft.mode === 'manual' && <Button onClick={() => edit({ schedule: scheduleFromBands(tariff) })}>{intl.formatMessage({ id: 'assets.run.fillFromBands' })}</Button>}
            <Button type="primary" htmlType="submit" disabled={!valid} loading={save.status === 'saving'}>
              {intl.formatMessage({ id: 'common.save' })}
            </Button>
          </Space>
        ) : null}
        {save.status === 'saved' && <Alert type="success" showIcon style={{ marginTop: 12 }} title={intl.formatMessage({ id: 'assets.run.savedAt' }, { at: savedAt(intl, save.at, config.timezone) })} />}
        {save.status === 'error' && (
          <Alert type="error" showIcon role="alert" style={{ marginTop: 12 }} title={intl.formatMessage({ id: 'assets.run.saveFailed' }, { reason: save.message })} />
        )}
      </Form>
    </Card>
  );
}

/** A server timestamp in the store's time zone and the language's format (the raw text when it does not parse). */
function savedAt(intl: IntlShape, iso: string, timeZone: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  try {
    return stampText(intl, ms, timeZone);
  } catch {
    return stampText(intl, ms); // an unknown zone name
  }
}
