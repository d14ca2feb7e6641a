import { Select } from 'antd';
import { useIntl } from 'react-intl';
import { ENERGY_TYPES, type EnergyType } from '../../../api/energyTypes';
import { oneOfParam, useSearchParam } from '../../../ui';

export type TypeChoice = 'all' | EnergyType;
const CHOICES: readonly TypeChoice[] = ['all', ...ENERGY_TYPES];
const codec = oneOfParam(CHOICES, { omit: 'all' });

/** The energy type filter kept in the URL (`type`); junk reads as all types. */
export function useTypeParam(): [TypeChoice, (value: TypeChoice) => void] {
  return useSearchParam('type', codec, 'all');
}

/** The energy types a choice stands for. */
export const typesOf = (choice: TypeChoice): EnergyType[] => (choice === 'all' ? [...ENERGY_TYPES] : [choice]);

/** A labelled select of "all energy types" or one of them. */
export function EnergyTypeFilter({ value, onChange }: { value: TypeChoice; onChange: (value: TypeChoice) => void }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'carbon.filter.type' });
  return (
    <Select<TypeChoice>
      aria-label={label}
      title={label}
      value={value}
      onChange={onChange}
      style={{ minWidth: 180 }}
      options={CHOICES.map((c) => ({ value: c, label: intl.formatMessage({ id: c === 'all' ? 'carbon.filter.allTypes' : `energy.type.${c}` }) }))}
    />
  );
}
