import { Button, DatePicker, Input, InputNumber, Select, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { FormFieldConfig } from '../../../api/pageConfig';
import { useStores } from '../../../stores/context';
import { keyboardOf } from '../../../ui/form/keyboard';
import { optionLabels } from '../config/configText';
import { storeNow } from './formValues';

type ControlProps = { field: FormFieldConfig; label: string; disabled: boolean; value?: unknown; onChange?: (value: unknown) => void };

/** The input of one configured field (antd Form.Item passes value and onChange). */
export function FieldControl({ field, label, disabled, value, onChange }: ControlProps) {
  const intl = useIntl();
  const root = useStores();
  const common = { 'aria-label': label, disabled, id: field.field };
  switch (field.type) {
    case 'textarea':
      return <Input.TextArea {...common} rows={3} value={value as string} onChange={(e) => onChange?.(e.target.value)} maxLength={field.rules.maxLength} />;
    case 'number':
    case 'money':
      return (
        <InputNumber {...common} {...keyboardOf(field.field, 'number', field.rules.integer)} style={{ width: '100%' }} value={value as number} onChange={(v) => onChange?.(v)} suffix={field.unit} />
      );
    case 'date':
    case 'datetime': {
      // The picker holds the store's wall clock; its own Now and Today are the browser's, so a
      // store gets its own: the store's clock now.
      const zone = intl.timeZone;
      const now = zone
        ? () => (
            <Button type="link" size="small" onClick={() => onChange?.(storeNow(zone, root.now()))}>
              {intl.formatMessage({ id: field.type === 'datetime' ? 'common.storeNow' : 'common.storeToday' })}
            </Button>
          )
        : undefined;
      return (
        <DatePicker
          {...common}
          style={{ width: '100%' }}
          showTime={field.type === 'datetime'}
          showNow={zone ? false : undefined}
          renderExtraFooter={now}
          value={value as never}
          onChange={(v) => onChange?.(v)}
        />
      );
    }
    case 'enum':
      return (
        <Select
          {...common}
          allowClear
          value={value as string}
          onChange={(v) => onChange?.(v)}
          options={optionLabels(intl, field.options).map((o) => ({ value: o.value as string, label: o.label }))}
        />
      );
    case 'boolean':
      return <Switch {...common} checked={value === true} onChange={(v) => onChange?.(v)} />;
    case 'link':
      return <LinkSelect {...common} field={field} value={value as string} onChange={onChange} />;
    default:
      return <Input {...common} {...keyboardOf(field.field, 'text')} value={value as string} onChange={(e) => onChange?.(e.target.value)} maxLength={field.rules.maxLength} />;
  }
}

/** A record of another page, searched by its label field. */
function LinkSelect({ field, value, onChange, ...common }: { field: FormFieldConfig; value?: string; onChange?: (v: unknown) => void; 'aria-label': string; disabled: boolean; id: string }) {
  const { api } = useStores();
  const [keyword, setKeyword] = useState('');
  const [options, setOptions] = useState<Array<{ value: string; label: string }>>([]);
  const link = field.link;
  useEffect(() => {
    if (!link) return undefined;
    const controller = new AbortController();
    const filter: Record<string, unknown> = { ...(link.filter ?? {}), ...(keyword ? { keyword } : {}) };
    const ask = api.filter.query<Record<string, unknown>>(
      { pid: link.pid, page: 1, pagesize: 50, filter, columns: ['did', link.labelField] },
      { silent: true, signal: controller.signal },
    );
    void ask
      .then((page) => {
        const rows = Array.isArray(page?.data) ? page.data : [];
        setOptions(rows.filter((r) => typeof r.did === 'string').map((r) => ({ value: r.did as string, label: String(r[link.labelField] ?? r.did) })));
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [api, link, keyword]);
  return (
    <Select {...common} showSearch allowClear filterOption={false} onSearch={setKeyword} value={value} onChange={(v) => onChange?.(v)} options={options} />
  );
}
