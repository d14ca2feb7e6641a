import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Radio, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import { useIntl } from 'react-intl';
import type { RateRuleRow } from '../../../api/billing/tenantsTypes';
import type { RateKind, RateVersion } from '../../../api/billing/types';
import { useStores } from '../../../stores/context';
import { Dialog } from '../../../ui/dialog/Dialog';
import type { LocateField } from '../../../ui/form/formErrors';
import { SaveAlert } from '../../../ui/form/SaveAlert';
import { dayText } from '../../../lib/dateText';
import { DayInput } from '../../../ui/form/DayInput';
import { dayRule } from '../../../ui/form/dayRule';
import { useFormSave } from '../../../ui/form/useFormSave';
import { BAND_ORDER } from './touBands';
import { billingApi } from '../../../api/billing';
import { validValues } from '../../../ui/form/validValues';
import { RATE_RULES, RATE_TIERS_MAX } from '../../../api/billing/rules';
import { fieldRules } from '../../../ui/form/fieldRules';

/** What the dialog does: create a rule with its first version, add a version, or change one not yet billed. */
export type VersionEdit = { kind: 'create' } | { kind: 'add'; rule: RateRuleRow } | { kind: 'set'; rule: RateRuleRow; version: RateVersion };

interface Values {
  name?: string;
  ruleKind: RateKind;
  from: string;
  price?: number;
  peak?: number;
  flat?: number;
  valley?: number;
  tiers?: Array<{ upTo?: number | null; price?: number }>;
}

const KINDS: readonly RateKind[] = ['tou', 'flat', 'tiered'];

function toVersion(values: Values): RateVersion {
  if (values.ruleKind === 'flat') return { from: values.from, price: values.price };
  if (values.ruleKind === 'tou') return { from: values.from, bands: { peak: values.peak ?? 0, flat: values.flat ?? 0, valley: values.valley ?? 0 } };
  const tiers = values.tiers ?? [];
  return { from: values.from, tiers: tiers.map((tier, i) => ({ upTo: i === tiers.length - 1 ? null : (tier.upTo ?? null), price: tier.price ?? 0 })) };
}

function initialValues(edit: VersionEdit, today: string): Values {
  const version = edit.kind === 'set' ? edit.version : undefined;
  const ruleKind = edit.kind === 'create' ? 'tou' : edit.rule.kind;
  const last = edit.kind === 'add' ? edit.rule.versions[edit.rule.versions.length - 1] : version;
  return {
    name: '',
    ruleKind,
    from: version?.from ?? today,
    price: last?.price,
    peak: last?.bands?.peak,
    flat: last?.bands?.flat,
    valley: last?.bands?.valley,
    tiers: last?.tiers?.map((tier) => ({ upTo: tier.upTo, price: tier.price })) ?? [{ upTo: 2000 }, { upTo: null }],
  };
}

/** 'version.bands.peak' → 'peak', 'version.tiers[1].upTo' → tiers/1/upTo; the tier list as a whole goes on top. */
const locate: LocateField = (path) => {
  const rest = path[0] === 'version' ? path.slice(1) : path;
  if (rest[0] === 'bands') return rest.slice(1);
  if (rest[0] === 'tiers') return rest.length === 3 ? rest : undefined;
  return ['name', 'from', 'price'].includes(String(rest[0])) ? rest : undefined;
};

export function RateVersionDialog({ pid, store, edit, today, onSaved, onClose }: { pid: string; store: string; edit: VersionEdit; today: string; onSaved: () => void; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api } = useStores();
  const [form] = Form.useForm<Values>();
  const { saving, general, run } = useFormSave(form, { locate });
  const ruleKind = (Form.useWatch('ruleKind', form) as RateKind | undefined) ?? (edit.kind === 'create' ? 'tou' : edit.rule.kind);
  const priceRule = fieldRules(intl, RATE_RULES.price, { messages: { required: 'billing.tenants.error.price', min: 'billing.tenants.error.price' } });
  const title = edit.kind === 'create' ? t('billing.tenants.rule.create') : t(edit.kind === 'add' ? 'billing.tenants.rule.addVersionTo' : 'billing.tenants.rule.editVersion', { name: edit.rule.name });

  const save = async () => {
    if (!(await validValues(form))) return;
    const values = form.getFieldsValue(true) as Values;
    const version = toVersion(values);
    const opts = { hideError: true };
    await run(() => {
      if (edit.kind === 'create') return billingApi(api).tenants.saveRateRule({ pid, store, act: 'create', cmd: { name: values.name ?? '', kind: values.ruleKind, version } }, opts);
      if (edit.kind === 'add') return billingApi(api).tenants.saveRateRule({ pid, act: 'addVersion', did: edit.rule.did, version }, opts);
      return billingApi(api).tenants.saveRateRule({ pid, act: 'setVersion', did: edit.rule.did, from: edit.version.from, version }, opts);
    }, onSaved);
  };

  const billed = edit.kind === 'create' ? null : edit.rule.billedThrough;
  return (
    <Dialog open width={620} title={title} okText={t('common.save')} cancelText={t('common.cancel')} confirmLoading={saving} onOk={() => void save()} onCancel={onClose} mask={{ closable: false }}>
      <SaveAlert title={intl.formatMessage({ id: 'billing.common.notSaved' })} reasons={general} />
      <Form form={form} layout="vertical" initialValues={initialValues(edit, today)} name="rate-version">
        {edit.kind === 'create' ? (
          <>
            <Form.Item name="name" label={t('billing.tenants.rule.name')} rules={fieldRules(intl, RATE_RULES.name, { messages: { required: 'billing.tenants.error.nameRequired' } })}>
              <Input maxLength={RATE_RULES.name.maxLength} />
            </Form.Item>
            <Form.Item name="ruleKind" label={t('billing.tenants.rule.kind')}>
              <Radio.Group optionType="button" options={KINDS.map((kind) => ({ value: kind, label: t(`billing.tenants.rule.kind.${kind}`) }))} />
            </Form.Item>
          </>
        ) : null}
        <Form.Item name="from" label={t('billing.tenants.rule.from')} rules={[{ required: true, message: t('billing.tenants.error.date') }, dayRule(intl)]} extra={billed ? t('billing.tenants.rule.fixedHint', { billed: dayText(intl, billed) }) : t('billing.tenants.rule.midMonthNote')}>
          <DayInput />
        </Form.Item>
        {ruleKind === 'flat' ? (
          <Form.Item name="price" label={t('billing.tenants.rule.price')} rules={priceRule}>
            <InputNumber min={0} max={RATE_RULES.price.max} step={0.01} precision={4} style={{ width: 200 }} />
          </Form.Item>
        ) : null}
        {ruleKind === 'tou' ? (
          <Space wrap>
            {BAND_ORDER.map((band) => (
              <Form.Item key={band} name={band} label={t(`billing.tenants.band.${band}`)} rules={priceRule}>
                <InputNumber min={0} max={RATE_RULES.price.max} step={0.01} precision={4} />
              </Form.Item>
            ))}
          </Space>
        ) : null}
        {ruleKind === 'tiered' ? <TierFields priceRule={priceRule} /> : null}
      </Form>
    </Dialog>
  );
}

/** Tiers in rising order; the last has no upper bound. */
function TierFields({ priceRule }: { priceRule: Rule[] }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <Form.List name="tiers">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, index) => (
            <Space key={field.key} align="start" wrap>
              {index === fields.length - 1 ? (
                <Form.Item label={t('billing.tenants.rule.tierUpToLabel', { n: index + 1 })}>
                  <Input disabled value={t('billing.tenants.rule.noLimit')} style={{ width: 160 }} />
                </Form.Item>
              ) : (
                <Form.Item name={[field.name, 'upTo']} label={t('billing.tenants.rule.tierUpToLabel', { n: index + 1 })} rules={fieldRules(intl, RATE_RULES.tierUpTo)}>
                  <InputNumber min={RATE_RULES.tierUpTo.min} max={RATE_RULES.tierUpTo.max} step={100} style={{ width: 160 }} />
                </Form.Item>
              )}
              <Form.Item name={[field.name, 'price']} label={t('billing.tenants.rule.tierPriceLabel', { n: index + 1 })} rules={priceRule}>
                <InputNumber min={0} max={RATE_RULES.price.max} step={0.01} precision={4} />
              </Form.Item>
              {fields.length > 1 ? (
                <Button type="text" icon={<MinusCircleOutlined />} aria-label={t('billing.tenants.rule.removeTier', { n: index + 1 })} onClick={() => remove(field.name)} style={{ marginTop: 30 }} />
              ) : null}
            </Space>
          ))}
          {fields.length < RATE_TIERS_MAX ? <Button icon={<PlusOutlined />} onClick={() => add({}, Math.max(0, fields.length - 1))}>{t('billing.tenants.rule.addTier')}</Button> : null}
        </>
      )}
    </Form.List>
  );
}
