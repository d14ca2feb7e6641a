import { theme } from 'antd';
import { memo, type KeyboardEvent, type PointerEvent } from 'react';
import { useIntl } from 'react-intl';
import type { BnbRoom, Booking } from '../../../api/smartbnb/types';
import { StatusTag } from '../../../ui/status-tag/StatusTag';
import { CLEANING_TONES } from '../rooms/roomColumns';
import { barBox, NAME_W, ROW_H } from './geometry';
import type { Period } from './period';
import { StayBar, type BarPalette } from './StayBar';


/** What a row hands back to the board: the cell or bar, and the row it sits in. */
export interface RowHandlers {
  openStay: (stay: Booking) => void;
  barKey: (stay: Booking, event: KeyboardEvent<HTMLElement>) => void;
  cellKey: (row: number, col: number, event: KeyboardEvent<HTMLElement>) => void;
  cellFocus: (row: number, col: number) => void;
  cellPointerDown: (row: number, col: number, event: PointerEvent<HTMLElement>) => void;
  cellPointerEnter: (row: number, col: number) => void;
}

export interface RoomRowProps {
  room: BnbRoom;
  index: number;
  /** The room's stays (not cancelled), stable between loads so rows skip re-rendering. */
  stays: readonly Booking[];
  period: Period;
  dayW: number;
  dayLabels: readonly string[];
  todayCol: number;
  palette: BarPalette;
  canEdit: boolean;
  /** The cell in the tab order (-1: another row's), and the selected days [first, last] of this row. */
  activeCol: number;
  selection: readonly [number, number] | null;
  dragging?: { did: string; refused: boolean };
  helpId: string;
  on: RowHandlers;
}

/** One room over the period: its name and housekeeping state, a cell per day, its stays as bars. */
export const RoomRow = memo(function RoomRow({ room, index, stays, period, dayW, dayLabels, todayCol, palette, canEdit, activeCol, selection, dragging, helpId, on }: RoomRowProps) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const bars = stays.map((stay) => ({ stay, box: barBox(stay, period, dayW) })).filter((b) => b.box);
  const barsAt = (col: number) => bars.filter((b) => Math.floor(b.box!.left / dayW) === col);
  const line = `1px solid ${token.colorBorderSecondary}`;
  const cleaning = intl.formatMessage({ id: `smartbnb.cleaning.${room.cleaning}` });
  return (
    <div role="row" aria-rowindex={index + 2} data-room={room.did} style={{ position: 'absolute', top: index * ROW_H, left: 0, height: ROW_H, display: 'flex', width: NAME_W + period.days.length * dayW }}>
      <div
        role="rowheader"
        style={{ position: 'sticky', left: 0, zIndex: 4, width: NAME_W, flex: 'none', display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 4, padding: '0 8px', background: token.colorBgContainer, borderBottom: line, borderRight: line }}
      >
        {/* The room's name (its number first) keeps its room; the cleaning tag gives way and shows in full on hover. */}
        <span title={room.name} style={{ fontWeight: 500, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', flex: '0 1 auto', minWidth: '3.5em' }}>{room.name}</span>
        <StatusTag
          tone={CLEANING_TONES[room.cleaning]}
          title={cleaning}
          style={{ marginInlineEnd: 0, fontSize: 11, lineHeight: '18px', paddingInline: 4, flex: '0 1000 auto', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          data-cleaning={room.cleaning}
        >
          {cleaning}
        </StatusTag>
      </div>
      <div style={{ position: 'relative', display: 'flex' }}>
        {period.days.map((day, col) => {
          const selected = selection !== null && col >= selection[0] && col <= selection[1];
          return (
            <div
              key={day}
              role="gridcell"
              aria-colindex={col + 2}
              aria-label={dayLabels[col]}
              aria-selected={selected}
              tabIndex={activeCol === col ? 0 : -1}
              data-cell={`${index}:${col}`}
              style={{
                width: dayW, height: ROW_H, flex: 'none', borderBottom: line, borderRight: line,
                background: selected ? token.colorPrimaryBg : col === todayCol ? token.colorFillQuaternary : undefined,
              }}
              onKeyDown={(event) => event.target === event.currentTarget && on.cellKey(index, col, event)}
              onFocus={(event) => event.target === event.currentTarget && on.cellFocus(index, col)}
              onPointerDown={(event) => event.target === event.currentTarget && on.cellPointerDown(index, col, event)}
              onPointerEnter={() => on.cellPointerEnter(index, col)}
            >
              {barsAt(col).map(({ stay, box }) => (
                <StayBar key={stay.did} stay={stay} box={box!} palette={palette} canEdit={canEdit} refused={dragging?.did === stay.did ? dragging.refused : undefined} helpId={helpId} onOpen={on.openStay} onKey={on.barKey} />
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
});
