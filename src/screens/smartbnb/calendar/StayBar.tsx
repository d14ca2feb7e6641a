import { dayForm } from '../../../lib/dateText';
import { useDraggable } from '@dnd-kit/core';
import { memo, useRef, type CSSProperties, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Booking } from '../../../api/smartbnb/types';
import type { BarBox } from './geometry';
import { movable } from './stayChange';

/** Colours of the bars by status, from the theme (read once by the board). */
export type BarPalette = Record<Booking['status'] | 'refused', { background: string; border: string; text: string }>;

export interface StayBarProps {
  stay: Booking;
  box: BarBox;
  palette: BarPalette;
  /** The host may move and resize it (the edit permission). */
  canEdit: boolean;
  /** Being dragged or moved by keys, and whether the target refuses it. */
  refused?: boolean;
  /** The keys' help, read by screen readers. */
  helpId: string;
  onOpen: (stay: Booking) => void;
  onKey: (stay: Booking, event: KeyboardEvent<HTMLElement>) => void;
}

const EDGE: CSSProperties = { position: 'absolute', top: 0, bottom: 0, width: 8, cursor: 'ew-resize' };

/**
 * One stay: a bar from its check-in afternoon to its check-out morning. Dragged by the pointer
 * (dnd-kit; its edges resize) or moved by keys (the board turns them into a draft).
 */
export const StayBar = memo(function StayBar({ stay, box, palette, canEdit, refused, helpId, onOpen, onKey }: StayBarProps) {
  const intl = useIntl();
  const draggable = canEdit && movable(stay);
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: stay.did, disabled: !draggable });
  // Which part the pointer took: the middle moves the bar, an edge only shows the ghost.
  const edge = useRef<'move' | 'start' | 'end'>('move');
  const colors = palette[refused ? 'refused' : stay.status];
  const day = (d: string) => dayForm(intl, d, { month: 'short', day: 'numeric' });
  const label = intl.formatMessage(
    { id: 'smartbnb.calendar.bar' },
    { guest: stay.guest, guests: stay.guests, from: day(stay.from), to: day(stay.to), status: intl.formatMessage({ id: `smartbnb.calendar.status.${stay.status}` }) },
  );
  const style: CSSProperties = {
    position: 'absolute', top: 5, height: 26, left: box.left, width: box.width, zIndex: isDragging ? 3 : 1,
    background: colors.background, border: `1px solid ${colors.border}`, color: colors.text,
    borderRadius: `${box.cutStart ? 0 : 13}px ${box.cutEnd ? 0 : 13}px ${box.cutEnd ? 0 : 13}px ${box.cutStart ? 0 : 13}px`,
    // The guest's name is what tells one bar from another: as much of it as a short stay allows.
    padding: '0 6px', font: 'inherit', fontSize: 12, textAlign: 'left', overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis',
    cursor: draggable ? (refused ? 'not-allowed' : 'grab') : 'pointer', touchAction: 'none',
    transform: isDragging && transform && edge.current === 'move' ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
    opacity: isDragging ? 0.85 : 1,
  };
  return (
    <button
      type="button"
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      aria-roledescription={undefined}
      aria-describedby={draggable ? helpId : undefined}
      aria-label={label}
      // The whole of it (guest, dates, status) for a pointer; a tap or Enter opens the stay.
      title={label}
      data-stay={stay.did}
      data-status={stay.status}
      style={style}
      onPointerDownCapture={(event) => {
        edge.current = ((event.target as HTMLElement).closest('[data-edge]')?.getAttribute('data-edge') as 'start' | 'end' | null) ?? 'move';
      }}
      onClick={() => onOpen(stay)}
      onKeyDown={(event) => onKey(stay, event)}
    >
      {draggable && stay.status === 'booked' && !box.cutStart ? <span data-edge="start" aria-hidden style={{ ...EDGE, left: 0 }} /> : null}
      {stay.guest}
      {draggable && !box.cutEnd ? <span data-edge="end" aria-hidden style={{ ...EDGE, right: 0 }} /> : null}
    </button>
  );
});
