import { Button, Form, Space } from 'antd';
import { useIntl } from 'react-intl';
import type { FormFieldConfig } from '../../../api/pageConfig';
import { SaveAlert } from '../../../ui/form/SaveAlert';
import { useFormSave } from '../../../ui/form/useFormSave';
import { configText } from '../config/configText';
import { toFormRules } from './fieldRules';
import { FieldControl } from './FieldControl';
import { toFormValues, toRecordValues } from './formValues';

export interface RecordFormProps<T> {
  fields: readonly FormFieldConfig[];
  mode: 'add' | 'edit';
  record?: Record<string, unknown>;
  /** Sends the values (with hideError); a refusal's field errors come back onto the form. */
  save: (values: Record<string, unknown>) => Promise<T>;
  /** Saved, with the server's answer. */
  onSaved: (answer: T) => void;
  onCancel: () => void;
}

/** The add or edit form of a configured page: client rules first, then the server's own. */
export function RecordForm<T>({ fields, mode, record = {}, save, onSaved, onCancel }: RecordFormProps<T>) {
  const intl = useIntl();
  const [form] = Form.useForm();
  const known = new Set(fields.map((f) => f.field));
  // Keep what was typed; each refusal goes on its field, one of a field the form lacks above it.
  const { saving, general, run } = useFormSave(form, { locate: (path) => (known.has(path.join('.')) ? [path.join('.')] : undefined) });
  const editable = (f: FormFieldConfig) => mode === 'add' || f.editable;
  // Dates and times are the store's wall clocks, as the list shows them (intl formats in the store's zone).
  const zone = intl.timeZone;

  return (
    <Form form={form} layout="vertical" initialValues={toFormValues(fields, record, zone)} onFinish={(v) => void run(() => save(toRecordValues(fields, v, { only: editable, zone, record })), onSaved)} style={{ maxWidth: 640 }}>
      <SaveAlert title={intl.formatMessage({ id: 'common.notSaved' })} reasons={general} />
      {fields.map((f) => {
        const label = configText(intl, f.title);
        return (
          <Form.Item key={f.field} name={f.field} label={label} rules={editable(f) ? toFormRules(intl, f, label) : []}>
            <FieldControl field={f} label={label} disabled={!editable(f)} />
          </Form.Item>
        );
      })}
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          {intl.formatMessage({ id: mode === 'add' ? 'generic.create' : 'common.save' })}
        </Button>
        <Button onClick={onCancel}>{intl.formatMessage({ id: 'common.cancel' })}</Button>
      </Space>
    </Form>
  );
}
