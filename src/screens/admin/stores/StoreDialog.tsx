import { Form, Input, InputNumber, Radio, Select, Space } from 'antd';
import { useIntl } from 'react-intl';
import { STORE_TIME_ZONES, type StoreInput, type StoreList, type StoreRow } from '../../../api/admin/storeTypes';
import { useStores } from '../../../stores/context';
import { Dialog } from '../../../ui/dialog/Dialog';
import { SaveAlert } from '../../../ui/form/SaveAlert';
import { useVersionedSave } from '../../../ui/form/useVersionedSave';
import { DistrictFields } from './DistrictFields';
import { PositionPreview } from './PositionPreview';
import { storesApi } from '../../../api/admin/stores';
import { STORE_RULES } from '../../../api/admin/rules';
import { fieldRules } from '../../../ui/form/fieldRules';
import { validValues } from '../../../ui/form/validValues';

/** The form's values: a select left empty holds undefined (an empty text would show as a chosen blank). */
interface FormValues {
  businessgrade: 0 | 1;
  uppergrade?: string;
  name: string;
  countrycode?: string;
  provincecode?: string;
  citycode?: string;
  address?: string;
  longitude?: number | null;
  latitude?: number | null;
  timezone: string;
  area?: number | null;
  organization?: string;
}

/** The message id of each field's label (their version beside mine names fields by them). */
const FIELD_LABELS: Record<string, string> = {
  businessgrade: 'admin.stores.grade', uppergrade: 'admin.stores.parent', name: 'admin.stores.name', countrycode: 'admin.stores.country', provincecode: 'admin.stores.province',
  citycode: 'admin.stores.city', address: 'admin.stores.address', longitude: 'admin.stores.longitude', latitude: 'admin.stores.latitude', timezone: 'admin.stores.timezone',
  area: 'admin.stores.areaM2', organization: 'admin.stores.organization',
};

/** The fields the server's field errors may name: they land on these, the rest above the form. */
const FIELDS: ReadonlySet<string> = new Set(['businessgrade', 'uppergrade', 'name', 'countrycode', 'provincecode', 'citycode', 'address', 'longitude', 'latitude', 'timezone', 'area', 'organization']);

export interface StoreDialogProps {
  pid: string;
  options: StoreList;
  /** The record edited; none: a new one (a store under `parent` when given). */
  record?: StoreRow;
  parent?: string;
  onSaved: (row: StoreRow, created: boolean) => void;
  onClose: () => void;
}

function initialValues(record: StoreRow | undefined, parent: string | undefined, options: StoreList): FormValues {
  const blank = (value: string | undefined) => value || undefined;
  if (record) {
    return {
      businessgrade: record.businessgrade, uppergrade: blank(record.uppergrade), name: record.name, countrycode: blank(record.countrycode), provincecode: blank(record.provincecode),
      citycode: blank(record.citycode), address: record.address, longitude: record.longitude, latitude: record.latitude, timezone: record.timezone, area: record.area, organization: blank(record.organization),
    };
  }
  const country = options.countries[0];
  return { businessgrade: 1, uppergrade: blank(parent), name: '', countrycode: country?.adcode, timezone: country?.timezone ?? STORE_TIME_ZONES[0], longitude: null, latitude: null, area: null };
}

/** A parent business or a store: where it is, its position, zone, area and organization. */
export function StoreDialog({ pid, options, record, parent, onSaved, onClose }: StoreDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api } = useStores();
  const [form] = Form.useForm<FormValues>();
  const initial = initialValues(record, parent, options);
  /** The record as the other editor saved it. */
  const theirs = async () => {
    if (!record) return undefined;
    const list = await storesApi(api).list({ pid, grade: record.businessgrade, ...(record.businessgrade === 1 ? { parent: record.uppergrade } : {}) });
    const row = list.rows.find((r) => r.did === record.did);
    return row ? { values: initialValues(row, parent, options), version: row.version } : undefined;
  };
  const { saving, general, run, version, conflict } = useVersionedSave(form, {
    version: record?.version, labels: FIELD_LABELS, theirs, timeZone: record?.timezone,
    locate: (path) => (path.length === 1 && FIELDS.has(String(path[0])) ? path : undefined),
  });
  const grade = (Form.useWatch('businessgrade', form) as 0 | 1 | undefined) ?? initial.businessgrade;
  const longitude = Form.useWatch('longitude', form) as number | null | undefined;
  const latitude = Form.useWatch('latitude', form) as number | null | undefined;
  // The range's own message names it ({min} to {max}), for every rule of the field.
  const ranged = (field: 'longitude' | 'latitude' | 'area') => {
    const id = `admin.stores.error.${field}`;
    return fieldRules(intl, STORE_RULES[field], { messages: { required: id, type: id, min: id, max: id } });
  };

  const save = async () => {
    if (!(await validValues(form))) return;
    const values = form.getFieldsValue(true) as FormValues;
    const cmd: StoreInput = {
      businessgrade: values.businessgrade, uppergrade: values.businessgrade === 1 ? values.uppergrade ?? '' : '', name: values.name.trim(),
      countrycode: values.countrycode ?? '', provincecode: values.provincecode ?? '', citycode: values.citycode ?? '', address: (values.address ?? '').trim(),
      longitude: values.longitude ?? Number.NaN, latitude: values.latitude ?? Number.NaN, timezone: values.timezone,
      area: values.businessgrade === 1 ? values.area ?? null : null, organization: values.organization ?? '',
    };
    if (record) await run(({ overwrite }) => storesApi(api).update({ pid, did: record.did, version, overwrite, cmd }, { hideError: true }), (row) => onSaved(row, false));
    else await run(() => storesApi(api).create({ pid, cmd }, { hideError: true }), (row) => onSaved(row, true));
  };

  const title = record ? t('admin.stores.editNamed', { name: record.name }) : t('admin.stores.add');
  return (
    <Dialog open title={title} width={640} okText={t('common.save')} cancelText={t('common.cancel')} confirmLoading={saving} onOk={() => void save()} onCancel={onClose} mask={{ closable: false }}>
      <SaveAlert title={t('common.notSaved')} reasons={general} />
      {conflict}
      <Form form={form} layout="vertical" initialValues={initial} name="store" requiredMark>
        <Form.Item name="businessgrade" label={t('admin.stores.grade')}>
          <Radio.Group disabled={Boolean(record)} options={[{ value: 0, label: t('admin.stores.grade.0') }, { value: 1, label: t('admin.stores.grade.1') }]} />
        </Form.Item>
        {grade === 1 ? (
          <Form.Item name="uppergrade" label={t('admin.stores.parent')} rules={[{ required: true, message: t('admin.stores.error.parent') }]}>
            <Select disabled={Boolean(record)} showSearch optionFilterProp="label" options={options.parents.filter((p) => p.state === 'enabled' || p.did === record?.uppergrade).map((p) => ({ value: p.did, label: p.name }))} />
          </Form.Item>
        ) : null}
        <Form.Item name="name" label={t('admin.stores.name')} rules={fieldRules(intl, STORE_RULES.name, { messages: { required: 'admin.stores.error.nameRequired' } })}>
          <Input maxLength={STORE_RULES.name.maxLength} />
        </Form.Item>
        <DistrictFields form={form} countries={options.countries} />
        <Form.Item name="address" label={t('admin.stores.address')} rules={fieldRules(intl, STORE_RULES.address)}>
          <Input maxLength={STORE_RULES.address.maxLength} />
        </Form.Item>
        <Space size="middle" align="start" wrap>
          <Form.Item name="longitude" label={t('admin.stores.longitude')} rules={ranged('longitude')}>
            <InputNumber step={0.0001} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="latitude" label={t('admin.stores.latitude')} rules={ranged('latitude')}>
            <InputNumber step={0.0001} style={{ width: 160 }} />
          </Form.Item>
        </Space>
        <PositionPreview longitude={longitude} latitude={latitude} />
        <Form.Item name="timezone" label={t('admin.stores.timezone')} rules={[{ required: true, message: t('admin.stores.error.timezone') }]}>
          <Select showSearch options={STORE_TIME_ZONES.map((zone) => ({ value: zone, label: zone }))} />
        </Form.Item>
        {grade === 1 ? (
          <Form.Item name="area" label={t('admin.stores.areaM2')} rules={ranged('area')}>
            <InputNumber min={STORE_RULES.area.min} style={{ width: 200 }} />
          </Form.Item>
        ) : null}
        <Form.Item name="organization" label={t('admin.stores.organization')}>
          <Select allowClear showSearch optionFilterProp="label" options={options.organizations.map((o) => ({ value: o.did, label: o.name }))} />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
