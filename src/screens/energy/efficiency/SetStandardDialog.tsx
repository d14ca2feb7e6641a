import { useScreenPid } from '../../../ui/hooks/useScreenPid';
import { Form, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { BUILDING_TYPES, type BuildingType, type EnergyStandard, type StandardLevel } from '../../../api/energyTypes';
import { useStores } from '../../../stores/context';
import { EditModal } from './EditModal';
import { STANDARD_LEVELS } from './standards';
import { STANDARD_RULES } from '../../../api/energy/rules';
import { useEfficiencyLabels } from './useEfficiencyLabels';
import { useSave } from './useSave';
import { energyManageApi } from '../../../api/analysis';

export interface StandardDraft {
  buildingtype: BuildingType;
  level: StandardLevel;
  value: number | null;
}

const { min: VALUE_MIN, max: VALUE_MAX } = STANDARD_RULES.value;

/**
 * Why a standard is refused (message id and values), or null. The value keeps the book's range; the
 * guide must stay below the constraint of the same building type (the server checks it too).
 */
export function standardProblem(draft: StandardDraft, standards: readonly EnergyStandard[]): { id: string; values?: Record<string, string | number> } | null {
  const { value } = draft;
  if (value === null || !Number.isFinite(value)) return { id: 'standard.form.required' };
  if (value < VALUE_MIN) return { id: 'standard.form.tooSmall', values: { min: VALUE_MIN } };
  if (value > VALUE_MAX) return { id: 'standard.form.tooLarge', values: { max: VALUE_MAX } };
  const other = standards.find((s) => s.buildingtype === draft.buildingtype && s.level !== draft.level);
  if (other && draft.level === 'guide' && value >= other.value) return { id: 'standard.form.guideBelow', values: { constraint: other.value } };
  if (other && draft.level === 'constraint' && value <= other.value) return { id: 'standard.form.constraintAbove', values: { guide: other.value } };
  return null;
}

/** Sets one standard (setecstandard3); a refusal from the server is shown and what was typed stays. */
export function SetStandardDialog({ draft, standards, onClose, onSaved }: { draft: StandardDraft | null; standards: readonly EnergyStandard[]; onClose: () => void; onSaved: (saved: EnergyStandard) => void }) {
  return draft ? <SetStandardForm key={`${draft.buildingtype}-${draft.level}`} initial={draft} standards={standards} onClose={onClose} onSaved={onSaved} /> : null;
}

function SetStandardForm({ initial, standards, onClose, onSaved }: { initial: StandardDraft; standards: readonly EnergyStandard[]; onClose: () => void; onSaved: (saved: EnergyStandard) => void }) {
  const intl = useIntl();
  const { api } = useStores();
  const pid = useScreenPid();
  const labels = useEfficiencyLabels();
  const [draft, setDraft] = useState<StandardDraft>(initial);
  const problem = standardProblem(draft, standards);
  const ready = problem || draft.value === null ? null : { buildingtype: draft.buildingtype, level: draft.level, value: draft.value };
  const { checked: touched, setChecked: setTouched, saving, serverError, save } = useSave(ready, async (standard) => onSaved(await energyManageApi(api, pid).setStandard(standard)));
  const valueLabel = intl.formatMessage({ id: 'standard.form.value' });

  return (
    <EditModal title={intl.formatMessage({ id: 'standard.form.title' })} saving={saving} serverError={serverError} onSave={save} onClose={onClose}>
      <Form.Item label={intl.formatMessage({ id: 'standard.filter.type' })} htmlFor="standard-form-type">
        <Select
          id="standard-form-type"
          aria-label={intl.formatMessage({ id: 'standard.filter.type' })}
          value={draft.buildingtype}
          onChange={(buildingtype: BuildingType) => setDraft({ ...draft, buildingtype })}
          options={BUILDING_TYPES.map((t) => ({ value: t, label: labels.buildingType(t) }))}
        />
      </Form.Item>
      <Form.Item label={intl.formatMessage({ id: 'standard.filter.level' })} htmlFor="standard-form-level">
        <Select
          id="standard-form-level"
          aria-label={intl.formatMessage({ id: 'standard.filter.level' })}
          value={draft.level}
          onChange={(level: StandardLevel) => setDraft({ ...draft, level })}
          options={STANDARD_LEVELS.map((l) => ({ value: l, label: labels.level(l) }))}
        />
      </Form.Item>
      <Form.Item
        label={valueLabel}
        htmlFor="standard-form-value"
        validateStatus={touched && problem ? 'error' : undefined}
        help={touched && problem ? intl.formatMessage({ id: problem.id }, problem.values) : undefined}
      >
        <InputNumber
          id="standard-form-value"
          aria-label={valueLabel}
          value={draft.value}
          onChange={(next) => {
            setDraft({ ...draft, value: typeof next === 'number' ? next : null });
            setTouched(true);
          }}
          onPressEnter={() => void save()}
          suffix="kWh/(m²·a)"
          style={{ width: '100%' }}
        />
      </Form.Item>
    </EditModal>
  );
}
