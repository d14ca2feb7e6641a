import { theme, Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { Occupancy } from '../../../api/billing/types';
import type { RoomStateRow } from '../../../api/billing/spacesTypes';
import { toneColors, type Tone } from '../../../ui/status-tag/tones';

export const OCCUPANCY_TONE: Readonly<Record<Occupancy, Tone>> = { vacant: 'neutral', reserved: 'info', occupied: 'success', maintenance: 'warning' };

/** Rows grouped by building, then floor, in the order they come. */
function groups(rows: readonly RoomStateRow[]) {
  const out = new Map<string, { name: string; floors: Map<number, RoomStateRow[]> }>();
  for (const row of rows) {
    let b = out.get(row.room.building);
    if (!b) out.set(row.room.building, (b = { name: row.room.buildingName, floors: new Map() }));
    const list = b.floors.get(row.room.floor) ?? [];
    list.push(row);
    b.floors.set(row.room.floor, list);
  }
  return [...out.entries()];
}

/** Every room as a tile coloured by its state, by building and floor; each tile is a button (Tab, Enter). */
export function RoomBoard({ rows, onOpen }: { rows: readonly RoomStateRow[]; onOpen: (space: string) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { token } = theme.useToken();
  return (
    <div>
      {groups(rows).map(([did, b]) => (
        <section key={did} aria-label={b.name} style={{ marginBottom: 16 }}>
          <Typography.Title level={5}>{b.name}</Typography.Title>
          {[...b.floors.entries()].map(([floor, list]) => (
            <div key={floor} style={{ display: 'flex', gap: 8, alignItems: 'flex-start', marginBottom: 8 }}>
              <Typography.Text type="secondary" style={{ width: 40, flex: 'none', paddingTop: 6 }}>{`${floor}F`}</Typography.Text>
              <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 6, listStyle: 'none', margin: 0, padding: 0 }}>
                {list.map((row) => {
                  const colors = toneColors(token, OCCUPANCY_TONE[row.occupancy]);
                  const state = t(`billing.roomState.state.${row.occupancy}`);
                  const dirty = row.clean ? '' : t('billing.roomState.dirty');
                  return (
                    <li key={row.space}>
                      <button
                        type="button"
                        data-room={row.space}
                        data-state={row.occupancy}
                        aria-label={[row.room.name, state, dirty].filter(Boolean).join(', ')}
                        onClick={() => onOpen(row.space)}
                        style={{
                          minWidth: 96, padding: '4px 8px', cursor: 'pointer', textAlign: 'left', borderRadius: 6, font: 'inherit',
                          background: colors.background, color: colors.text,
                          border: row.clean ? `1px solid ${colors.border}` : `2px dashed ${toneColors(token, 'error').text}`,
                        }}
                      >
                        <div style={{ fontWeight: 600 }}>{row.room.name}</div>
                        <div style={{ fontSize: 12 }}>{dirty ? `${state} · ${dirty}` : state}</div>
                      </button>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
