import { Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { useIntl } from 'react-intl';
import { assetsApi } from '../../../../api/operations';
import type { Slip, SlipInput, SlipOptions } from '../../../../api/operations/assetsTypes';
import { useStores } from '../../../../stores/context';
import { Dialog } from '../../../../ui/dialog/Dialog';
import { SaveAlert } from '../../../../ui/form/SaveAlert';
import { useFormSave } from '../../../../ui/form/useFormSave';
import { validValues } from '../../../../ui/form/validValues';
import { SLIP_MAX_LINES, SLIP_RULES } from '../../../../api/operations/rules';
import { fieldRules } from '../../../../ui/form/fieldRules';

type Values = Omit<SlipInput, 'did'>;

/** Errors the form has no field for (the lines as a whole) go above it; the rest land on their field. */
const locate = (path: Array<string | number>) => (path.length === 1 && path[0] === 'supplier') || (path.length === 3 && path[0] === 'lines') ? path : undefined;

/** Drafts a warehousing slip: a supplier and lines of part, quantity and storeroom. What was typed stays on a refusal. */
export function SlipDialog({ pid, slip, options, onClose, onSaved }: { pid: string; slip?: Slip; options: SlipOptions; onClose: () => void; onSaved: (slip: Slip) => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api } = useStores();
  const [form] = Form.useForm<Values>();
  const { saving, general, run } = useFormSave(form, { locate });
  const required = { required: true, message: t('validation.required') };
  const initial: Values = slip
    ? { supplier: slip.supplier, lines: slip.lines.map((l) => ({ model: l.model, quantity: l.quantity, storeroomdid: l.storeroomdid })) }
    : { supplier: '', lines: [{ model: '', quantity: 1, storeroomdid: '' }] };
  const save = async () => {
    const values = await validValues(form);
    if (!values) return;
    const input: SlipInput = { ...(slip ? { did: slip.did } : {}), supplier: values.supplier, lines: values.lines ?? [] };
    await run(() => assetsApi(api).saveSlip({ pid, slip: input }, { hideError: true }), onSaved);
  };
  return (
    <Dialog
      open
      width={760}
      title={slip ? t('operations.assets.slip.editTitle', { number: slip.number }) : t('operations.assets.slip.newTitle')}
      okText={t('operations.assets.slip.saveDraft')}
      okButtonProps={{ loading: saving }}
      cancelText={t('common.cancel')}
      onCancel={onClose}
      onOk={() => void save()}
    >
      <SaveAlert title={t('operations.assets.slip.refused')} reasons={general} />
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item name="supplier" label={t('operations.assets.slip.supplier')} rules={fieldRules(intl, SLIP_RULES.supplier)}>
          <Input maxLength={SLIP_RULES.supplier.maxLength} />
        </Form.Item>
        <Form.List name="lines">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, i) => (
                <Space key={field.key} align="start" wrap data-slip-line={i}>
                  <Form.Item name={[field.name, 'model']} label={t('operations.assets.slip.part')} rules={[required]} style={{ width: 240 }}>
                    <Select
                      aria-label={t('operations.assets.slip.partOf', { n: i + 1 })}
                      showSearch
                      optionFilterProp="label"
                      options={options.parts.map((p) => ({ value: p.model, label: `${p.partname} (${p.model})` }))}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'quantity']} label={t('operations.assets.slip.quantity')} rules={fieldRules(intl, SLIP_RULES.quantity)}>
                    <InputNumber aria-label={t('operations.assets.slip.quantityOf', { n: i + 1 })} min={SLIP_RULES.quantity.min} max={SLIP_RULES.quantity.max} precision={0} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'storeroomdid']} label={t('operations.assets.slip.storeroom')} rules={[required]} style={{ width: 180 }}>
                    <Select aria-label={t('operations.assets.slip.storeroomOf', { n: i + 1 })} options={options.storerooms.map((r) => ({ value: r.did, label: r.name }))} />
                  </Form.Item>
                  <Form.Item label=" ">
                    <Button onClick={() => remove(field.name)} disabled={fields.length === 1} aria-label={t('operations.assets.slip.removeLine', { n: i + 1 })}>
                      {t('operations.assets.slip.remove')}
                    </Button>
                  </Form.Item>
                </Space>
              ))}
              <Button type="dashed" onClick={() => add({ model: '', quantity: 1, storeroomdid: '' })} disabled={fields.length >= SLIP_MAX_LINES}>
                {t('operations.assets.slip.addLine')}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </Dialog>
  );
}
