import { Select } from 'antd';
import { useIntl } from 'react-intl';
import { ENERGY_TYPES, type EnergyType, type StoreEnergyConfig } from '../../../api/energyTypes';
import { oneOfParam, useSearchParam } from '../../../ui';
import { useEnergy } from '../shared/EnergyFrame';

const typeParam = oneOfParam(ENERGY_TYPES);

/** The energy type of a screen, kept in the URL as `type` (junk reads as electricity). */
export function useEnergyTypeParam(): [EnergyType, (type: EnergyType) => void] {
  return useSearchParam('type', typeParam, 'electricity');
}

/** Energy types the store meters (with at least one main), in the usual order. */
export function meteredTypes(config: StoreEnergyConfig): EnergyType[] {
  return ENERGY_TYPES.filter((type) => config.meters.some((m) => m.energytype === type && m.kind === 'main'));
}

/** The type asked for when the store meters it, else the store's first metered type. */
export function effectiveType(config: StoreEnergyConfig, type: EnergyType): EnergyType {
  const types = meteredTypes(config);
  return types.includes(type) ? type : (types[0] ?? type);
}

/** Energy type choice of the toolbar: only the types the store meters. Renders inside EnergyFrame. */
export function EnergyTypeSelect({ value, onChange }: { value: EnergyType; onChange: (type: EnergyType) => void }) {
  const intl = useIntl();
  const { config, format } = useEnergy();
  return (
    <Select<EnergyType>
      aria-label={intl.formatMessage({ id: 'analysis.energyType' })}
      value={effectiveType(config, value)}
      onChange={onChange}
      style={{ minWidth: 120 }}
      options={meteredTypes(config).map((type) => ({ value: type, label: format.energyType(type) }))}
    />
  );
}

/** A labelled select of a toolbar (the label is read out; the select is keyboard reachable). */
export function LabelledSelect<T extends string>(props: {
  label: string;
  value: T;
  options: Array<{ value: T; label: string; disabled?: boolean }>;
  onChange: (value: T) => void;
  minWidth?: number;
}) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <span aria-hidden style={{ opacity: 0.75 }}>
        {props.label}
      </span>
      <Select<T> aria-label={props.label} value={props.value} onChange={props.onChange} options={props.options} style={{ minWidth: props.minWidth ?? 120 }} />
    </span>
  );
}
