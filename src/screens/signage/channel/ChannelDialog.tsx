import { Form, Input, Radio, Select } from 'antd';
import { useIntl } from 'react-intl';
import { signageApi } from '../../../api/signage';
import { CHANNEL_RULES } from '../../../api/signage/rules';
import { CHANNEL_LAYOUTS, type Channel, type PlaylistSummary } from '../../../api/signage/types';
import { useStores } from '../../../stores/context';
import { Dialog } from '../../../ui/dialog/Dialog';
import { fieldRules } from '../../../ui/form/fieldRules';
import { SaveAlert } from '../../../ui/form/SaveAlert';
import { useVersionedSave } from '../../../ui/form/useVersionedSave';
import { validValues } from '../../../ui/form/validValues';
import { signageZone } from '../shared/signageTime';
import { CHANNEL_LABELS, channelSave, locateChannelField, NEW_CHANNEL, valuesOf, type ChannelValues } from './channelForm';

export interface ChannelDialogProps {
  pid: string;
  /** The channel to edit; none: a new one. */
  channel?: Channel;
  playlists: readonly PlaylistSummary[];
  onSaved: (channel: Channel) => void;
  onClose: () => void;
}

/** A channel's layout, the playlists each region loops through (in the order chosen), the ticker's text and the default content. */
export function ChannelDialog({ pid, channel, playlists, onSaved, onClose }: ChannelDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { api, locale } = useStores();
  const [form] = Form.useForm<ChannelValues>();
  /** The channel as the other editor saved it. */
  const theirs = async () => {
    if (!channel) return undefined;
    const now = await signageApi(api).channels.get({ pid, did: channel.did }).catch(() => undefined);
    return now ? { values: valuesOf(now), version: now.version } : undefined;
  };
  const options = playlists.map((p) => ({ value: p.did, label: p.name }));
  const layouts = CHANNEL_LAYOUTS.map((l) => ({ value: l, label: t(`signage.layout.${l}`) }));
  const { saving, general, run, version, conflict } = useVersionedSave(form, {
    version: channel?.version, labels: CHANNEL_LABELS, theirs, timeZone: signageZone(locale.timeZone), locate: locateChannelField,
    choices: { layout: layouts, main: options, ticker: options, defaultPlaylist: options },
  });
  const layout = Form.useWatch('layout', form) ?? channel?.layout ?? NEW_CHANNEL.layout;
  const save = async () => {
    if (!(await validValues(form))) return;
    const values = form.getFieldsValue(true) as ChannelValues;
    const body = channelSave(pid, channel?.did, values);
    await run(({ overwrite }) => signageApi(api).channels.save(channel ? { ...body, version, overwrite } : body, { hideError: true }), onSaved);
  };
  return (
    <Dialog open width={620} title={channel ? intl.formatMessage({ id: 'signage.channel.editNamed' }, { name: channel.name }) : t('signage.channel.create')} okText={t('common.save')} cancelText={t('common.cancel')} confirmLoading={saving} onOk={() => void save()} onCancel={onClose} mask={{ closable: false }}>
      <SaveAlert title={t('common.notSaved')} reasons={general} />
      {conflict}
      <Form form={form} layout="vertical" name="channel" initialValues={channel ? valuesOf(channel) : NEW_CHANNEL} onFinish={() => void save()}>
        <Form.Item name="name" label={t('signage.channel.name')} rules={fieldRules(intl, CHANNEL_RULES.name, { messages: { required: 'signage.channel.nameRequired' } })}>
          <Input maxLength={CHANNEL_RULES.name.maxLength} autoFocus />
        </Form.Item>
        <Form.Item name="layout" label={t('signage.channel.layout')} required>
          <Radio.Group options={layouts} />
        </Form.Item>
        <Form.Item name="main" label={t('signage.region.main')} extra={t('signage.channel.orderHint')} htmlFor="channel-main">
          <Select id="channel-main" mode="multiple" options={options} optionFilterProp="label" />
        </Form.Item>
        {layout === 'split-ticker' ? (
          <>
            <Form.Item name="ticker" label={t('signage.region.ticker')} htmlFor="channel-ticker">
              <Select id="channel-ticker" mode="multiple" options={options} optionFilterProp="label" />
            </Form.Item>
            <Form.Item name="tickerText" label={t('signage.channel.tickerText')} extra={t('signage.channel.tickerTextHint')} rules={fieldRules(intl, CHANNEL_RULES.tickerText)}>
              <Input maxLength={CHANNEL_RULES.tickerText.maxLength} />
            </Form.Item>
          </>
        ) : null}
        <Form.Item name="defaultPlaylist" label={t('signage.channel.default')} extra={t('signage.channel.defaultHint')} htmlFor="channel-default">
          <Select id="channel-default" allowClear options={options} optionFilterProp="label" placeholder={t('signage.channel.idlePage')} />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
