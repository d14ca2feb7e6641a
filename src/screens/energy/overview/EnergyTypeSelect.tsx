import { Select } from 'antd';
import { useIntl } from 'react-intl';
import { ENERGY_TYPES } from '../../../api/energyTypes';
import type { EnergyTypeOrAll } from './params';

/** The energy-type filter of this family's toolbars, optionally with "all types". */
export function EnergyTypeSelect<T extends EnergyTypeOrAll>({ value, onChange, label, all = true }: { value: T; onChange: (v: T) => void; label: string; all?: boolean }) {
  const intl = useIntl();
  const options = [
    ...(all ? [{ value: 'all', label: intl.formatMessage({ id: 'overview.filter.allTypes' }) }] : []),
    ...ENERGY_TYPES.map((t) => ({ value: t, label: intl.formatMessage({ id: `energy.type.${t}` }) })),
  ];
  return <Select aria-label={label} value={value} onChange={onChange} options={options} style={{ minWidth: 160 }} />;
}
