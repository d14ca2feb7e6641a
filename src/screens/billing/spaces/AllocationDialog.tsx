import { Alert, Form, InputNumber, Radio, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { SpaceRoom, SpacesSetup } from '../../../api/billing/spacesTypes';
import { useStores } from '../../../stores/context';
import { Dialog } from '../../../ui/dialog/Dialog';
import { addsUpTo100, areaPreview, draftFor, ratioSum, toRequest, type AllocationDraft, type ShareMethodChoice } from './allocationDraft';
import { ConflictPanel } from '../../../ui/form/ConflictPanel';
import { useFormSave } from '../../../ui/form/useFormSave';
import { SPACES_WORDS } from '../shared/errorWords';
import { billingApi } from '../../../api/billing';
import { SHARE_RULES } from '../../../api/billing/rules';

interface Props {
  setup: SpacesSetup;
  room: SpaceRoom;
  pid: string;
  /** Editing this meter's allocation (or the room's difference of it). */
  meter?: string;
  difference?: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Shares a meter among rooms: by area (the server computes the percents), by fixed ratio (the
 * running sum shows whether the shares add up to 100 % before saving), or the room as the
 * meter minus its sub-meters. A refusal keeps everything typed and says why; a save made after
 * someone else's says who and when, and keeps mine on purpose or loads theirs (issue 36 item 2).
 */
export function AllocationDialog({ setup, room, pid, meter, difference, onClose, onSaved }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api, project } = useStores();
  /** The read the dialog edits on: the page's, or theirs once loaded after a stale save. */
  const [opened, setOpened] = useState<SpacesSetup>(setup);
  const [draft, setDraft] = useState<AllocationDraft>(() => draftFor(setup, room, meter, difference));
  const write = useFormSave(null, { words: SPACES_WORDS });
  const loadTheirs = async () => {
    const now = await billingApi(api).spaces.setup(pid, setup.store);
    const nowRoom = now.rooms.find((r) => r.did === room.did);
    if (!nowRoom) return;
    setOpened(now);
    setDraft(draftFor(now, nowRoom, draft.meter || undefined, draft.method === 'difference'));
    write.dismissStale();
  };
  const change = (patch: Partial<AllocationDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const roomLabel = (did: string) => {
    const r = setup.rooms.find((x) => x.did === did);
    return r ? `${r.buildingName} ${r.name}` : did;
  };
  const meterOptions = setup.meters.map((m) => ({ value: m.did, label: `${m.name} (${m.did})` }));
  const sum = ratioSum(draft);
  const preview = draft.method === 'area' ? areaPreview(draft, setup.rooms) : {};
  const save = () => void write.run(({ overwrite }) => billingApi(api).spaces.setAllocation({ ...toRequest(pid, draft, room.did, opened), overwrite }, { hideError: true }), onSaved);

  return (
    <Dialog
      open
      width={620}
      title={t(meter ? 'billing.spaces.editShareTitle' : 'billing.spaces.shareTitle', { room: room.name })}
      onCancel={onClose}
      onOk={save}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: write.saving, disabled: !draft.meter }}
    >
      {write.stale ? <ConflictPanel stale={write.stale} timeZone={project.store?.timezone} onKeepMine={() => void write.keepMine()} onLoadTheirs={() => void loadTheirs()} /> : null}
      <Form layout="vertical">
        <Form.Item label={t('billing.spaces.meter')} htmlFor="share-meter">
          <Select id="share-meter" showSearch={{ optionFilterProp: 'label' }} disabled={Boolean(meter)} value={draft.meter || undefined} onChange={(v: string) => change({ meter: v })} options={meterOptions} />
        </Form.Item>
        <Form.Item label={t('billing.spaces.method')}>
          <Radio.Group
            value={draft.method}
            onChange={(e) => change({ method: e.target.value as ShareMethodChoice })}
            options={(['area', 'ratio', 'difference'] as const).map((m) => ({ value: m, label: t(`billing.spaces.method.${m}`) }))}
          />
        </Form.Item>
        {draft.method === 'difference' ? (
          <Form.Item label={t('billing.spaces.minus')} htmlFor="share-minus" extra={t('billing.spaces.minusHelp')}>
            <Select id="share-minus" mode="multiple" showSearch={{ optionFilterProp: 'label' }} value={draft.minus} onChange={(v: string[]) => change({ minus: v })} options={meterOptions.filter((m) => m.value !== draft.meter)} />
          </Form.Item>
        ) : (
          <>
            <Form.Item label={t('billing.spaces.rooms')} htmlFor="share-rooms">
              <Select
                id="share-rooms"
                mode="multiple"
                showSearch={{ optionFilterProp: 'label' }}
                value={draft.rooms}
                onChange={(v: string[]) => change({ rooms: v })}
                options={setup.rooms.map((r) => ({ value: r.did, label: roomLabel(r.did) }))}
                maxTagCount={8}
              />
            </Form.Item>
            <Space orientation="vertical" style={{ width: '100%' }}>
              {draft.rooms.map((did) => (
                <Space key={did} style={{ width: '100%', justifyContent: 'space-between' }}>
                  <Typography.Text>{roomLabel(did)}</Typography.Text>
                  {draft.method === 'ratio' ? (
                    <InputNumber
                      aria-label={t('billing.spaces.percentOf', { room: roomLabel(did) })}
                      min={SHARE_RULES.percent.min}
                      max={SHARE_RULES.percent.max}
                      step={0.01}
                      suffix="%"
                      value={draft.percents[did] ?? null}
                      onChange={(v) => change({ percents: { ...draft.percents, [did]: typeof v === 'number' ? v : null } })}
                    />
                  ) : (
                    <Typography.Text type="secondary">{intl.formatNumber(preview[did] ?? 0, { maximumFractionDigits: 2 })} %</Typography.Text>
                  )}
                </Space>
              ))}
              {draft.method === 'ratio' ? (
                <Alert
                  type={addsUpTo100(sum) ? 'success' : 'warning'}
                  showIcon
                  role="status"
                  title={t(addsUpTo100(sum) ? 'billing.spaces.sumOk' : 'billing.spaces.sumNot100', { sum: intl.formatNumber(sum, { maximumFractionDigits: 2 }) })}
                />
              ) : (
                <Typography.Text type="secondary">{t('billing.spaces.areaHelp')}</Typography.Text>
              )}
            </Space>
          </>
        )}
      </Form>
      {write.general.length ? <Alert style={{ marginTop: 12 }} type="error" showIcon title={write.general.join(' ')} /> : null}
    </Dialog>
  );
}
