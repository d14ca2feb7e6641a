import { Input, Select, Space } from 'antd';
import { useIntl } from 'react-intl';
import { useSearchParam } from '../../../ui/url-state/useSearchParam';
import { textParam } from '../../../ui/url-state/codecs';

/** The search text of a list, kept in the URL (`q=`). */
export function useSearchText(): [string, (text: string) => void] {
  return useSearchParam('q', textParam, '');
}

export interface ListFiltersProps<T extends string> {
  /** The select's label and its options (value → label); the first is "all". */
  choiceLabel: string;
  choices: ReadonlyArray<{ value: T; label: string }>;
  choice: T;
  onChoice: (value: T) => void;
  search: string;
  onSearch: (text: string) => void;
}

/** A choice (state, metric, type…) and a search box over names, both labelled for screen readers. */
export function ListFilters<T extends string>({ choiceLabel, choices, choice, onChoice, search, onSearch }: ListFiltersProps<T>) {
  const intl = useIntl();
  const searchLabel = intl.formatMessage({ id: 'devices.monitor.search' });
  return (
    <Space wrap>
      <Select<T> aria-label={choiceLabel} value={choice} onChange={onChoice} options={choices.map((c) => ({ value: c.value, label: c.label }))} style={{ minWidth: 160 }} />
      <Input.Search aria-label={searchLabel} placeholder={searchLabel} defaultValue={search} onSearch={onSearch} allowClear style={{ width: 220 }} />
    </Space>
  );
}
