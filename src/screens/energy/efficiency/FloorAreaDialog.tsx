import { useScreenPid } from '../../../ui/hooks/useScreenPid';
import { EditOutlined } from '@ant-design/icons';
import { Button, Form, InputNumber } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useStores } from '../../../stores/context';
import { EditModal } from './EditModal';
import { FLOOR_AREA_RULES } from '../../../api/energy/rules';
import { floorAreaProblem } from './standards';
import { useSave } from './useSave';
import { energyManageApi } from '../../../api/analysis';

export interface FloorAreaTarget {
  did: string;
  name: string;
  floorarea: number;
}

/**
 * Floor areas edited from a building table (building-management, energy-config): `edit` opens
 * the dialog; a save closes it, says so and calls `reload` so the table shows the new area.
 */
export function useFloorAreaEditor(store: string, reload: () => void) {
  const { notify } = useStores();
  const [editing, setEditing] = useState<FloorAreaTarget | null>(null);
  const saved = () => {
    setEditing(null);
    notify.success({ id: 'efficiency.area.saved' });
    reload();
  };
  return { edit: setEditing, dialog: <FloorAreaDialog store={store} building={editing} onClose={() => setEditing(null)} onSaved={saved} /> };
}

/** A building's floor area in a table, with the button that edits it (none without `onEdit`: no edit permission); `testId` marks the number. */
export function FloorAreaCell({ building, text, onEdit, testId }: { building: FloorAreaTarget; text: string; onEdit?: (b: FloorAreaTarget) => void; testId?: string }) {
  const intl = useIntl();
  const number = testId ? <span data-testid={testId}>{text}</span> : text;
  if (!onEdit) return <span style={{ whiteSpace: 'nowrap' }}>{number}</span>;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {number}{' '}
      <Button
        size="small"
        type="text"
        icon={<EditOutlined />}
        aria-label={intl.formatMessage({ id: 'efficiency.area.edit' }, { name: building.name })}
        onClick={() => onEdit({ did: building.did, name: building.name, floorarea: building.floorarea })}
      />
    </span>
  );
}

/**
 * Edits one building's floor area (setfloorarea). The value is checked before it is sent
 * (10..2,000,000 m²); a refusal from the server is shown in the dialog, which stays open with
 * what was typed, so nothing is lost.
 */
function FloorAreaDialog({ store, building, onClose, onSaved }: { store: string; building: FloorAreaTarget | null; onClose: () => void; onSaved: (floorarea: number) => void }) {
  return building ? <FloorAreaForm key={building.did} store={store} building={building} onClose={onClose} onSaved={onSaved} /> : null;
}

function FloorAreaForm({ store, building, onClose, onSaved }: { store: string; building: FloorAreaTarget; onClose: () => void; onSaved: (floorarea: number) => void }) {
  const intl = useIntl();
  const { api } = useStores();
  const pid = useScreenPid();
  const [value, setValue] = useState<number | null>(building.floorarea);
  const problem = floorAreaProblem(value);
  const { checked: touched, setChecked: setTouched, saving, serverError, save } = useSave(problem || value === null ? null : value, async (floorarea) => {
    const saved = await energyManageApi(api, pid).setFloorArea({ store, building: building.did, floorarea });
    onSaved(saved.floorarea);
  });
  const label = intl.formatMessage({ id: 'efficiency.area.label' });
  const limits = { min: FLOOR_AREA_RULES.floorarea.min, max: intl.formatNumber(FLOOR_AREA_RULES.floorarea.max) };

  return (
    <EditModal title={intl.formatMessage({ id: 'efficiency.area.title' }, { name: building.name })} saving={saving} serverError={serverError} onSave={save} onClose={onClose}>
      <Form.Item
        label={label}
        htmlFor="efficiency-floor-area"
        validateStatus={touched && problem ? 'error' : undefined}
        help={intl.formatMessage({ id: touched && problem ? problem : 'efficiency.area.hint' }, limits)}
      >
        <InputNumber
          id="efficiency-floor-area"
          aria-label={label}
          value={value}
          onChange={(next) => {
            setValue(typeof next === 'number' ? next : null);
            setTouched(true);
          }}
          onPressEnter={() => void save()}
          suffix="m²"
          style={{ width: '100%' }}
          autoFocus
        />
      </Form.Item>
    </EditModal>
  );
}
