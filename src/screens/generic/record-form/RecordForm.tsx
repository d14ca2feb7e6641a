import { Button, Form, Space } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { FieldError, FormFieldConfig } from '../../../api/pageConfig';
import { configText } from '../config/configText';
import { toFormRules } from './fieldRules';
import { FieldControl } from './FieldControl';
import { toFormValues, toRecordValues } from './formValues';

export interface RecordFormProps {
  fields: readonly FormFieldConfig[];
  mode: 'add' | 'edit';
  record?: Record<string, unknown>;
  /** Saves the values; resolves with the server's field errors when it refused them. */
  onSubmit: (values: Record<string, unknown>) => Promise<FieldError[] | null>;
  onCancel: () => void;
}

/** The add or edit form of a configured page: client rules first, then the server's own. */
export function RecordForm({ fields, mode, record = {}, onSubmit, onCancel }: RecordFormProps) {
  const intl = useIntl();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const editable = (f: FormFieldConfig) => mode === 'add' || f.editable;

  const submit = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      const errors = await onSubmit(toRecordValues(fields, values, editable));
      // Keep what was typed; show each refusal on its field (or above the form when unknown).
      if (errors?.length) {
        const known = new Set(fields.map((f) => f.field));
        form.setFields(
          errors
            .filter((e) => known.has(e.field))
            .map((e) => ({ name: e.field, errors: [e.messageKey && intl.messages[e.messageKey] ? intl.formatMessage({ id: e.messageKey }, e.values) : e.message] })),
        );
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form form={form} layout="vertical" initialValues={toFormValues(fields, record)} onFinish={(v) => void submit(v)} style={{ maxWidth: 640 }}>
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
