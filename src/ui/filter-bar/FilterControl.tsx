import { DatePicker, Input, InputNumber, Select, Space } from 'antd';
import { useIntl } from 'react-intl';
import type { DateRange, FilterField, FilterValue, NumberRange } from './types';

interface FilterControlProps {
  field: FilterField;
  id: string;
  labelId: string;
  value: FilterValue;
  onChange: (value: FilterValue) => void;
}

const asNumberRange = (value: FilterValue): NumberRange => (Array.isArray(value) && value.length === 2 ? (value as NumberRange) : [null, null]);
const isOptionValue = (v: unknown): v is string | number => typeof v === 'string' || typeof v === 'number';
const asSelectValue = (value: FilterValue) =>
  isOptionValue(value) || (Array.isArray(value) && value.every(isOptionValue)) ? (value as string | number | Array<string | number>) : undefined;
const asDateRange = (value: FilterValue): DateRange | null => (Array.isArray(value) && value.length === 2 ? (value as DateRange) : null);

/** The antd control of one filter field; `id` is the element the field's label points at. */
export function FilterControl({ field, id, labelId, value, onChange }: FilterControlProps) {
  const intl = useIntl();
  switch (field.kind) {
    case 'text':
      return (
        <Input
          id={id}
          value={typeof value === 'string' ? value : ''}
          placeholder={field.placeholder ?? intl.formatMessage({ id: 'ui.filter.enter' })}
          allowClear
          onChange={(e) => onChange(e.target.value)}
          style={{ width: 180 }}
        />
      );
    case 'numberRange': {
      const [low, high] = asNumberRange(value);
      return (
        <Space.Compact role="group" aria-labelledby={labelId}>
          <InputNumber<number>
            id={id}
            value={low}
            min={field.min}
            max={field.max}
            aria-label={intl.formatMessage({ id: 'ui.filter.from' }, { label: field.label })}
            placeholder={intl.formatMessage({ id: 'ui.filter.min' })}
            onChange={(next) => onChange([next ?? null, high])}
          />
          <InputNumber<number>
            value={high}
            min={field.min}
            max={field.max}
            aria-label={intl.formatMessage({ id: 'ui.filter.to' }, { label: field.label })}
            placeholder={intl.formatMessage({ id: 'ui.filter.max' })}
            onChange={(next) => onChange([low, next ?? null])}
          />
        </Space.Compact>
      );
    }
    case 'dateRange':
      // Enter in a date input confirms the date; it must not also submit the form with the old range.
      return (
        <span onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}>
          <DatePicker.RangePicker
            id={{ start: id }}
            value={asDateRange(value)}
            showTime={field.withTime}
            allowEmpty={[true, true]}
            placeholder={[intl.formatMessage({ id: 'ui.filter.startDate' }), intl.formatMessage({ id: 'ui.filter.endDate' })]}
            onChange={(next) => onChange(next ? [next[0] ?? null, next[1] ?? null] : null)}
          />
        </span>
      );
    case 'enum':
      return (
        <Select<string | number | Array<string | number>>
          id={id}
          mode={field.multiple ? 'multiple' : undefined}
          value={asSelectValue(value)}
          options={field.options}
          allowClear
          placeholder={intl.formatMessage({ id: 'pleaseSelect' })}
          onChange={(next) => onChange(next ?? undefined)}
          style={{ minWidth: 180 }}
        />
      );
  }
}
