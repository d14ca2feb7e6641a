import { Form, Input, Radio, Select } from 'antd';
import { useIntl } from 'react-intl';
import { SCREEN_RULES, SCREEN_TAGS_MAX } from '../../../api/signage/rules';
import { SCREEN_ORIENTATIONS, type GroupRef, type ScreenCreate, type ScreenOrientation, type ScreenRow } from '../../../api/signage/screenTypes';
import { Dialog } from '../../../ui/dialog/Dialog';
import { fieldRules } from '../../../ui/form/fieldRules';
import { SaveAlert } from '../../../ui/form/SaveAlert';
import { useFormSave } from '../../../ui/form/useFormSave';
import { validValues } from '../../../ui/form/validValues';
import { splitTags, tagProblem } from '../shared/tagCheck';
import { UNBOUND } from './screenColumns';
import { RoomPicker } from './RoomPicker';

interface ScreenValues {
  name: string;
  store?: string;
  space?: string;
  /** Words split at commas. */
  tags: string;
  resolution: string;
  orientation: ScreenOrientation;
  group: string;
}

const FIELDS = new Set(['name', 'store', 'space', 'tags', 'resolution', 'orientation', 'group']);
const locate = (path: Array<string | number>) => (FIELDS.has(String(path[0])) ? [String(path[0])] : undefined);

export interface AddScreenDialogProps {
  pid: string;
  /** The stores the user reaches, and the one chosen in the header (the default). */
  stores: Array<{ did: string; name: string }>;
  store: string;
  statics: GroupRef[];
  /** The static group chosen on the page (the default), if any. */
  group?: string;
  onSave: (body: ScreenCreate) => Promise<ScreenRow>;
  onClose: () => void;
}

/** Registers a new screen in a room of a store and binds it to a static group in one call (castscreen transferwithcreate). */
export function AddScreenDialog({ pid, stores, store, statics, group, onSave, onClose }: AddScreenDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [form] = Form.useForm<ScreenValues>();
  const chosenStore = Form.useWatch('store', form);
  const { saving, general, run } = useFormSave(form, { locate });
  const required = { required: true, message: t('validation.required') };
  const tagsRule = {
    validator: (_: unknown, text: string | undefined) => {
      const problem = tagProblem(splitTags(text), SCREEN_RULES.tag, SCREEN_TAGS_MAX);
      return problem ? Promise.reject(new Error(intl.formatMessage({ id: problem.id }, problem.values))) : Promise.resolve();
    },
  };
  const save = async () => {
    if (!(await validValues(form))) return;
    // getFieldsValue(true): the room picked in the tree is kept even while its store's tree reloads.
    const values = form.getFieldsValue(true) as ScreenValues;
    const body: ScreenCreate = {
      pid, name: values.name?.trim() ?? '', store: values.store ?? '', space: values.space ?? '', tags: splitTags(values.tags),
      // Blank: the server's default (1920x1080).
      ...(values.resolution?.trim() ? { resolution: values.resolution.trim() } : {}), orientation: values.orientation, group: values.group === UNBOUND ? null : values.group,
    };
    await run(() => onSave(body), onClose);
  };
  return (
    <Dialog
      open
      title={t('signage.groups.addScreen')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<ScreenValues>
        form={form}
        layout="vertical"
        initialValues={{ name: '', store: store || undefined, tags: '', resolution: '1920x1080', orientation: 'landscape', group: group ?? UNBOUND }}
        onValuesChange={(changed: Partial<ScreenValues>) => {
          // A room belongs to one store: another store clears it.
          if ('store' in changed) form.setFieldValue('space', undefined);
        }}
      >
        <SaveAlert title={t('common.notSaved')} reasons={general} />
        <Form.Item name="name" label={t('signage.groups.name')} rules={fieldRules(intl, SCREEN_RULES.name)}>
          <Input maxLength={SCREEN_RULES.name.maxLength} />
        </Form.Item>
        <Form.Item name="store" label={t('signage.groups.store')} rules={[required]}>
          <Select<string> options={stores.map((s) => ({ value: s.did, label: s.name }))} />
        </Form.Item>
        <Form.Item name="space" label={t('signage.groups.room')} rules={[{ required: true, message: t('signage.groups.pickRoom') }]}>
          <RoomPicker store={chosenStore ?? ''} />
        </Form.Item>
        <Form.Item name="tags" label={t('signage.groups.tags')} extra={t('signage.groups.tagsHelp')} rules={[tagsRule]}>
          <Input />
        </Form.Item>
        <Form.Item name="resolution" label={t('signage.groups.resolution')} extra={t('signage.groups.resolutionHelp')} rules={fieldRules(intl, SCREEN_RULES.resolution)}>
          <Input maxLength={SCREEN_RULES.resolution.maxLength} />
        </Form.Item>
        <Form.Item name="orientation" label={t('signage.groups.orientation')}>
          <Radio.Group options={SCREEN_ORIENTATIONS.map((o) => ({ value: o, label: t(`signage.groups.orientations.${o}`) }))} />
        </Form.Item>
        <Form.Item name="group" label={t('signage.groups.staticGroup')}>
          <Select<string> options={[{ value: UNBOUND, label: t('signage.groups.unbound') }, ...statics.map((g) => ({ value: g.did, label: g.name }))]} />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
