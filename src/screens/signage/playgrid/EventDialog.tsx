import { Checkbox, Form, Input, InputNumber, Radio, Select, Space, Switch } from 'antd';
import { useIntl } from 'react-intl';
import { SCHEDULE_EVENT_RULES } from '../../../api/signage/rules';
import { ALL_SCREENS, REPEATS, type Repeat, type ScheduleEvent, type ScheduleSave } from '../../../api/signage/scheduleTypes';
import { Dialog } from '../../../ui/dialog/Dialog';
import { fieldRules } from '../../../ui/form/fieldRules';
import { SaveAlert } from '../../../ui/form/SaveAlert';
import { useVersionedSave } from '../../../ui/form/useVersionedSave';
import { signageApi } from '../../../api/signage';
import { useStores } from '../../../stores/context';
import { ISO_WEEKDAYS, signageWeekday, signageZone } from '../shared/signageTime';
import { DayInput } from '../../../ui/form/DayInput';
import { dayRule } from '../../../ui/form/dayRule';
import { dayText } from '../../../lib/dateText';

interface EventValues {
  name: string;
  channel?: string;
  target?: string;
  repeat: Repeat;
  from: string;
  to: string;
  weekdays: number[];
  allDay: boolean;
  start: string;
  end: string;
  priority: number | null;
}

/** The message id of each field's label (their version beside mine names fields by them). */
const LABELS: Record<string, string> = {
  name: 'signage.playgrid.name', channel: 'signage.playgrid.channel', target: 'signage.playgrid.target', repeat: 'signage.playgrid.repeat', from: 'signage.playgrid.from', to: 'signage.playgrid.to',
  weekdays: 'signage.playgrid.weekdays', allDay: 'signage.playgrid.allDay', start: 'signage.playgrid.start', end: 'signage.playgrid.end', priority: 'signage.playgrid.priority',
};

const FIELDS = new Set(['name', 'channel', 'target', 'repeat', 'from', 'to', 'weekdays', 'priority']);

/** A server error's field: 'daypart.start' → start; 'daypart' (an empty window) → end. */
const locate = (path: Array<string | number>) => {
  if (path[0] === 'daypart') return [path[1] === 'start' ? 'start' : 'end'];
  return path.length === 1 && FIELDS.has(String(path[0])) ? path : undefined;
};

function toValues(event: ScheduleEvent | null, fresh: { target: string; channel?: string; day: string; to: string }): EventValues {
  if (!event) {
    return { name: '', channel: fresh.channel, target: fresh.target, repeat: 'weekly', from: fresh.day, to: fresh.to, weekdays: [1, 2, 3, 4, 5], allDay: false, start: '08:00', end: '10:00', priority: 1 };
  }
  return {
    name: event.name, channel: event.channel.did, target: event.target.did, repeat: event.repeat, from: event.from, to: event.to, weekdays: event.weekdays,
    allDay: event.daypart === null, start: event.daypart?.start ?? '08:00', end: event.daypart?.end ?? '10:00', priority: event.priority,
  };
}

/** The form as the server takes it; what the form leaves empty goes as it is, for the server to refuse at its field. */
function toInput(values: EventValues, pid: string, did: string | undefined): ScheduleSave {
  return {
    pid, ...(did ? { did } : {}), name: values.name?.trim() ?? '', channel: values.channel ?? '', target: values.target ?? '', repeat: values.repeat, from: values.from ?? '',
    ...(values.repeat === 'weekly' ? { to: values.to ?? '', weekdays: values.weekdays ?? [] } : {}),
    daypart: values.allDay ? null : { start: values.start ?? '', end: values.end ?? '' },
    priority: values.priority as number,
  };
}

export interface EventDialogProps {
  pid: string;
  /** The event to change, or null for a new one on `fresh.target`. */
  event: ScheduleEvent | null;
  fresh: { target: string; channel?: string; day: string; to: string };
  channels: { did: string; name: string }[];
  groups: { did: string; name: string }[];
  onSave: (input: ScheduleSave) => Promise<unknown>;
  onClose: () => void;
}

/** Creates or changes a schedule event: channel on a group (or all screens), date range, weekdays, daypart, priority. */
export function EventDialog({ pid, event, fresh, channels, groups, onSave, onClose }: EventDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [form] = Form.useForm<EventValues>();
  const repeat = Form.useWatch('repeat', form) ?? event?.repeat ?? 'weekly';
  const allDay = Form.useWatch('allDay', form) ?? event?.daypart === null;
  const { api, locale } = useStores();
  /** The event as the other editor saved it. */
  const theirs = async () => {
    if (!event) return undefined;
    const now = (await signageApi(api).schedule.list({ pid }).catch(() => undefined))?.find((e) => e.did === event.did);
    return now ? { values: toValues(now, fresh), version: now.version } : undefined;
  };
  const { saving, general, run, version, conflict } = useVersionedSave(form, { version: event?.version, labels: LABELS, theirs, timeZone: signageZone(locale.timeZone), locate });
  const send = (values: EventValues, overwrite: boolean) => onSave(event ? { ...toInput(values, pid, event.did), version, overwrite } : toInput(values, pid, undefined));
  const required = { required: true, message: t('validation.required') };
  const targets = [{ value: ALL_SCREENS, label: t('signage.playgrid.allScreens') }, ...groups.map((g) => ({ value: g.did, label: g.name }))];
  return (
    <Dialog
      open
      width={680}
      title={t(event ? 'signage.playgrid.editEvent' : 'signage.playgrid.newEvent')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<EventValues> form={form} layout="vertical" initialValues={toValues(event, fresh)} onFinish={(values) => void run(({ overwrite }) => send(values, overwrite), onClose)}>
        <SaveAlert title={t('common.notSaved')} reasons={general} />
        {conflict}
        <Form.Item name="name" label={t('signage.playgrid.name')} rules={fieldRules(intl, SCHEDULE_EVENT_RULES.name)}>
          <Input maxLength={SCHEDULE_EVENT_RULES.name.maxLength} />
        </Form.Item>
        <Space wrap align="start">
          <Form.Item name="channel" label={t('signage.playgrid.channel')} rules={[required]} style={{ minWidth: 240 }}>
            <Select options={channels.map((c) => ({ value: c.did, label: c.name }))} />
          </Form.Item>
          <Form.Item name="target" label={t('signage.playgrid.target')} rules={[required]} style={{ minWidth: 240 }}>
            <Select options={targets} />
          </Form.Item>
        </Space>
        <Form.Item name="repeat" label={t('signage.playgrid.repeat')}>
          <Radio.Group options={REPEATS.map((r) => ({ value: r, label: t(`signage.playgrid.repeats.${r}`) }))} />
        </Form.Item>
        <Space wrap align="start">
          <Form.Item name="from" label={t(repeat === 'once' ? 'signage.playgrid.on' : 'signage.playgrid.from')} rules={[required, dayRule(intl)]}>
            <DayInput style={{ width: 170 }} />
          </Form.Item>
          {repeat === 'weekly' ? (
            <Form.Item
              name="to"
              label={t('signage.playgrid.to')}
              dependencies={['from']}
              // As the server: a range may not end before its start (validation.min, the start day).
              rules={[required, dayRule(intl), ({ getFieldValue }) => ({ validator: (_, to: string) => (!to || !getFieldValue('from') || to >= getFieldValue('from') ? Promise.resolve() : Promise.reject(new Error(t('validation.min', { min: dayText(intl, getFieldValue('from')) })))) })]}
            >
              <DayInput style={{ width: 170 }} />
            </Form.Item>
          ) : null}
        </Space>
        {repeat === 'weekly' ? (
          <Form.Item name="weekdays" label={t('signage.playgrid.weekdays')}>
            <Checkbox.Group options={ISO_WEEKDAYS.map((d) => ({ value: d, label: signageWeekday(intl, d) }))} />
          </Form.Item>
        ) : null}
        <Space wrap align="start">
          <Form.Item name="allDay" label={t('signage.playgrid.allDay')} valuePropName="checked">
            <Switch />
          </Form.Item>
          {allDay ? null : (
            <>
              <Form.Item name="start" label={t('signage.playgrid.start')} rules={[required]}>
                <Input type="time" step={60} style={{ width: 130 }} />
              </Form.Item>
              <Form.Item name="end" label={t('signage.playgrid.end')} rules={[required]} extra={t('signage.playgrid.overnight')}>
                <Input type="time" step={60} style={{ width: 130 }} />
              </Form.Item>
            </>
          )}
          <Form.Item name="priority" label={t('signage.playgrid.priority')} rules={fieldRules(intl, SCHEDULE_EVENT_RULES.priority)} extra={t('signage.playgrid.priorityHelp', { min: SCHEDULE_EVENT_RULES.priority.min, max: SCHEDULE_EVENT_RULES.priority.max })}>
            <InputNumber precision={0} style={{ width: 110 }} />
          </Form.Item>
        </Space>
      </Form>
    </Dialog>
  );
}
