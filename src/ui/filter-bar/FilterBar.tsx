import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useId, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { FILTER_FIELD_CLASS } from './fieldClass';
import { FilterControl } from './FilterControl';
import type { FilterField, FilterValues } from './types';

export interface FilterBarProps {
  fields: FilterField[];
  /** Current values by field key (controlled). */
  values: FilterValues;
  onChange: (values: FilterValues) => void;
  /** Search button or Enter in a field. */
  onSearch: (values: FilterValues) => void;
  /** Reset button: the caller restores its defaults (and usually searches again). */
  onReset: () => void;
  loading?: boolean;
  'aria-label'?: string;
}

/** The search form above a list: one labelled control per field, Search and Reset. */
export function FilterBar({ fields, values, onChange, onSearch, onReset, loading, ...rest }: FilterBarProps) {
  const intl = useIntl();
  const baseId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(values);
  };
  return (
    <form
      role="search"
      aria-label={rest['aria-label'] ?? intl.formatMessage({ id: 'ui.filter.title' })}
      onSubmit={submit}
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px 16px', marginBottom: 12 }}
    >
      {fields.map((field) => {
        const id = `${baseId}-${field.key}`;
        const labelId = `${id}-label`;
        return (
          <div key={field.key} className={FILTER_FIELD_CLASS} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <label id={labelId} htmlFor={id}>
              {field.label}
            </label>
            <FilterControl
              field={field}
              id={id}
              labelId={labelId}
              value={values[field.key]}
              onChange={(value) => onChange({ ...values, [field.key]: value })}
            />
          </div>
        );
      })}
      <div style={{ display: 'flex', gap: 8 }}>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={loading}>
          {intl.formatMessage({ id: 'ui.filter.search' })}
        </Button>
        <Button htmlType="button" onClick={onReset}>
          {intl.formatMessage({ id: 'ui.filter.reset' })}
        </Button>
      </div>
    </form>
  );
}
