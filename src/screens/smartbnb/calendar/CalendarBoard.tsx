import { dayForm } from '../../../lib/dateText';
import { DndContext, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { theme } from 'antd';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { BnbRoom, Booking } from '../../../api/smartbnb/types';
import { DraftGhost } from './DraftGhost';
import { dayWidth, NAME_W, ROW_H } from './geometry';
import type { Period } from './period';
import { RoomRow, type RowHandlers } from './RoomRow';
import type { BarPalette } from './StayBar';
import type { StayDraft } from './stayChange';
import { selectedCols, useDaySelection } from './useDaySelection';
import { useStayDraft, type DraftState } from './useStayDraft';

/** Rows drawn above and below the visible ones, so a quick scroll shows no gap. */
const OVERSCAN = 6;
const HEADER_H = 40;

export interface CalendarBoardProps {
  title: string;
  rooms: readonly BnbRoom[];
  stays: readonly Booking[];
  period: Period;
  today: string;
  canEdit: boolean;
  canAdd: boolean;
  onOpen: (stay: Booking) => void;
  onCreate: (room: BnbRoom, from: string, to: string) => void;
  onMove: (stay: Booking, draft: StayDraft) => void;
  announce: (draft: DraftState | null, what: 'start' | 'step' | 'refused' | 'cancelled') => void;
}

/**
 * Rooms × days: only the rows in view are drawn (300 rooms stay cheap), each a memoized row that
 * re-renders only when its own stays, cells or drag state change. Bars drag by pointer through
 * dnd-kit (no droppables: the target cell is the pointer's offset in days and rows).
 */
export function CalendarBoard({ title, rooms, stays, period, today, canEdit, canAdd, onOpen, onCreate, onMove, announce }: CalendarBoardProps) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const helpId = useId();
  const dayW = dayWidth(period.view);
  const scroller = useRef<HTMLDivElement>(null);
  const [live, setLive] = useState<HTMLDivElement | null>(null);
  const [view, setView] = useState({ top: 0, height: 560 });

  const byRoom = useMemo(() => {
    const map = new Map<string, Booking[]>(rooms.map((r) => [r.did, []]));
    for (const stay of stays) if (stay.status !== 'cancelled') map.get(stay.room)?.push(stay);
    return map;
  }, [rooms, stays]);
  const roomsByDid = useMemo(() => new Map(rooms.map((r) => [r.did, r])), [rooms]);
  const rowOf = useMemo(() => new Map(rooms.map((r, i) => [r.did, i])), [rooms]);
  const staysByDid = useMemo(() => new Map(stays.map((s) => [s.did, s])), [stays]);
  const dayLabels = useMemo(() => period.days.map((d) => dayForm(intl, d, { weekday: 'long', month: 'long', day: 'numeric' })), [period, intl]);
  const todayCol = period.days.indexOf(today);
  const palette = useMemo<BarPalette>(() => {
    const done = { background: token.colorFillSecondary, border: token.colorBorder, text: token.colorTextSecondary };
    return {
      booked: { background: token.colorPrimaryBg, border: token.colorPrimaryBorder, text: token.colorText },
      'checked-in': { background: token.colorSuccessBg, border: token.colorSuccessBorder, text: token.colorText },
      'checked-out': done,
      cancelled: done,
      refused: { background: token.colorErrorBg, border: token.colorError, text: token.colorText },
    };
  }, [token]);

  const drag = useStayDraft({ rooms, roomsByDid, rowOf, stays, staysByDid, today, dayW, canEdit, announce, commit: onMove });
  const days = useDaySelection({
    rows: rooms.length,
    cols: period.days.length,
    canAdd,
    create: (row, first, last) => {
      const room = rooms[row];
      const from = period.days[first];
      const to = period.days[last + 1] ?? period.to;
      if (!room || !from) return;
      // Enter on one night a stay takes goes to that stay's bar (the keys move it from there).
      const taken = first === last ? byRoom.get(room.did)?.find((b) => b.from <= from && from < b.to) : undefined;
      const bar = taken ? scroller.current?.querySelector<HTMLElement>(`[data-stay="${taken.did}"]`) : null;
      if (bar) bar.focus();
      else onCreate(room, from, to);
    },
  });
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));

  // Stable handlers for the memoized rows: they call whatever the latest render holds.
  const latest = useRef({ drag, days, onOpen });
  latest.current = { drag, days, onOpen };
  const on = useMemo<RowHandlers>(
    () => ({
      openStay: (stay) => {
        if (!latest.current.drag.justDropped()) latest.current.onOpen(stay);
      },
      barKey: (stay, event: KeyboardEvent<HTMLElement>) => latest.current.drag.barKey(stay, event),
      cellKey: (row, col, event) => latest.current.days.cellKey(row, col, event),
      cellFocus: (row, col) => latest.current.days.cellFocus(row, col),
      cellPointerDown: (row, col, event) => latest.current.days.cellPointerDown(row, col, event),
      cellPointerEnter: (row, col) => latest.current.days.cellPointerEnter(row, col),
    }),
    [],
  );

  // Keys move the tab stop or the draft out of view: scroll it in, then focus the cell.
  const reveal = (row: number) => {
    const el = scroller.current;
    if (!el) return;
    const top = row * ROW_H;
    const height = el.clientHeight || view.height;
    let next = el.scrollTop;
    if (top < next) next = top;
    else if (top + ROW_H + HEADER_H > next + height) next = top + ROW_H + HEADER_H - height;
    if (next !== el.scrollTop) {
      el.scrollTop = next;
      setView({ top: next, height });
    }
  };
  useEffect(() => {
    if (days.focusWanted === 0) return;
    reveal(days.active.row);
    requestAnimationFrame(() => scroller.current?.querySelector<HTMLElement>(`[data-cell="${days.active.row}:${days.active.col}"]`)?.focus());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [days.focusWanted]);
  useEffect(() => {
    if (drag.draft?.via === 'keys') reveal(drag.draft.row);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [drag.draft?.row, drag.draft?.via]);
  useEffect(() => {
    const el = scroller.current;
    if (el?.clientHeight) setView({ top: el.scrollTop, height: el.clientHeight });
  }, []);

  const first = Math.max(0, Math.floor(view.top / ROW_H) - OVERSCAN);
  const last = Math.min(rooms.length, Math.ceil((view.top + view.height) / ROW_H) + OVERSCAN);
  const draft = drag.draft;
  const width = NAME_W + period.days.length * dayW;
  const line = `1px solid ${token.colorBorderSecondary}`;

  return (
    <div ref={setLive}>
      <p id={helpId} hidden>
        {intl.formatMessage({ id: 'smartbnb.calendar.keysHelp' })}
      </p>
      <DndContext
        sensors={sensors}
        autoScroll
        onDragStart={drag.onDragStart}
        onDragMove={drag.onDragMove}
        onDragEnd={drag.onDragEnd}
        onDragCancel={drag.onDragCancel}
        accessibility={{
          container: live ?? undefined,
          screenReaderInstructions: { draggable: intl.formatMessage({ id: 'smartbnb.calendar.keysHelp' }) },
          announcements: {
            onDragStart: ({ active }) => intl.formatMessage({ id: 'smartbnb.calendar.pickedUp' }, { guest: staysByDid.get(String(active.id))?.guest ?? '' }),
            onDragOver: () => undefined,
            onDragEnd: () => undefined,
            onDragCancel: () => undefined,
          },
        }}
      >
        <div
          ref={scroller}
          role="grid"
          aria-label={title}
          aria-rowcount={rooms.length + 1}
          aria-colcount={period.days.length + 1}
          aria-multiselectable
          data-calendar={period.view}
          onScroll={(event) => {
            // A new state only when another row reaches the top: scrolling inside a row draws nothing.
            const el = event.currentTarget;
            const height = el.clientHeight || view.height;
            if (Math.floor(el.scrollTop / ROW_H) !== Math.floor(view.top / ROW_H) || height !== view.height) setView({ top: el.scrollTop, height });
          }}
          style={{ position: 'relative', overflow: 'auto', height: 'calc(100vh - 300px)', minHeight: 360, border: line, borderRadius: token.borderRadius, userSelect: 'none' }}
        >
          <div role="row" aria-rowindex={1} style={{ position: 'sticky', top: 0, zIndex: 6, display: 'flex', width, height: HEADER_H, background: token.colorBgContainer, borderBottom: line }}>
            <div role="columnheader" style={{ position: 'sticky', left: 0, width: NAME_W, flex: 'none', padding: '0 8px', display: 'flex', alignItems: 'center', fontWeight: 600, background: token.colorBgContainer, borderRight: line }}>
              {intl.formatMessage({ id: 'smartbnb.rooms.room' })}
            </div>
            {period.days.map((day, col) => (
              <div
                key={day}
                role="columnheader"
                aria-colindex={col + 2}
                aria-label={dayLabels[col]}
                aria-current={col === todayCol ? 'date' : undefined}
                style={{ width: dayW, flex: 'none', textAlign: 'center', fontSize: 12, lineHeight: '18px', paddingTop: 2, borderRight: line, fontWeight: col === todayCol ? 700 : 400, boxShadow: col === todayCol ? `inset 0 -3px 0 ${token.colorPrimary}` : undefined }}
              >
                <div>{dayForm(intl, day, { weekday: period.view === 'month' ? 'narrow' : 'short' })}</div>
                <div>{dayForm(intl, day, { day: 'numeric' })}</div>
              </div>
            ))}
          </div>
          <div role="rowgroup" style={{ position: 'relative', height: rooms.length * ROW_H, width }}>
            {rooms.slice(first, last).map((room, i) => {
              const index = first + i;
              const mine = draft && draft.stay.room === room.did ? { did: draft.stay.did, refused: draft.refusal !== null } : undefined;
              return (
                <RoomRow
                  key={room.did}
                  room={room}
                  index={index}
                  stays={byRoom.get(room.did) ?? []}
                  period={period}
                  dayW={dayW}
                  dayLabels={dayLabels}
                  todayCol={todayCol}
                  palette={palette}
                  canEdit={canEdit}
                  activeCol={days.active.row === index ? days.active.col : -1}
                  selection={days.selection?.row === index ? selectedCols(days.selection) : null}
                  dragging={mine}
                  helpId={helpId}
                  on={on}
                />
              );
            })}
            {draft ? <DraftGhost state={draft} period={period} dayW={dayW} /> : null}
          </div>
        </div>
      </DndContext>
    </div>
  );
}
