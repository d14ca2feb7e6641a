import type { DragEndEvent, DragMoveEvent, DragStartEvent } from '@dnd-kit/core';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { BnbRoom, Booking } from '../../../api/smartbnb/types';
import { ROW_H } from './geometry';
import { changeOf, draftOf, dropRefusal, movable, NO_SHIFT, type DropRefusal, type StayDraft, type StayShift } from './stayChange';

/** A stay being moved: by the pointer (dnd-kit) or by keys, where it would land, and why not. */
export interface DraftState {
  stay: Booking;
  shift: StayShift;
  row: number;
  draft: StayDraft;
  refusal: DropRefusal | null;
  via: 'pointer' | 'keys';
}

export interface StayDraftInput {
  rooms: readonly BnbRoom[];
  roomsByDid: ReadonlyMap<string, BnbRoom>;
  rowOf: ReadonlyMap<string, number>;
  stays: readonly Booking[];
  staysByDid: ReadonlyMap<string, Booking>;
  today: string;
  dayW: number;
  canEdit: boolean;
  /** Says the draft (keys) or the refusal; `loud` for a refusal. */
  announce: (draft: DraftState | null, what: 'start' | 'step' | 'refused' | 'cancelled') => void;
  commit: (stay: Booking, draft: StayDraft) => void;
}

type Mode = 'move' | 'start' | 'end';

/** Keys on a focused bar: arrows move by a day or a room, Shift+arrows the check-out day, Alt+Shift+arrows the check-in day. */
function keyShift(shift: StayShift, event: KeyboardEvent<HTMLElement>): StayShift | null {
  const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
  if (event.key === 'ArrowUp' || event.key === 'ArrowDown') return event.shiftKey ? null : { ...shift, rows: shift.rows + (event.key === 'ArrowDown' ? 1 : -1) };
  if (step === 0) return null;
  if (event.shiftKey && event.altKey) return { ...shift, start: shift.start + step };
  if (event.shiftKey) return { ...shift, end: shift.end + step };
  return { ...shift, days: shift.days + step };
}

/**
 * The one stay being moved or resized and its check against the loaded stays, as a pointer drags
 * it or keys step it; a drop or Enter sends it only when nothing refuses it, else the bar returns.
 */
export function useStayDraft(input: StayDraftInput) {
  const [state, setState] = useState<DraftState | null>(null);
  const latest = useRef(input);
  latest.current = input;
  const current = useRef<DraftState | null>(null);
  const mode = useRef<Mode>('move');
  // A pointer let go over the bar clicks it: that click must not open the stay just dropped.
  const droppedAt = useRef(-Infinity);

  const place = (stay: Booking, shift: StayShift, via: DraftState['via']): DraftState => {
    const { rooms, rowOf, roomsByDid, stays, today } = latest.current;
    const home = rowOf.get(stay.room) ?? 0;
    const row = Math.min(rooms.length - 1, Math.max(0, home + shift.rows));
    const draft = draftOf(stay, { ...shift, rows: row - home }, rooms[row]?.did ?? stay.room);
    return { stay, shift, row, draft, refusal: dropRefusal(draft, stay, roomsByDid, stays, today), via };
  };
  const set = (next: DraftState | null) => {
    current.current = next;
    setState(next);
  };
  const finish = (send: boolean) => {
    const draft = current.current;
    set(null);
    if (!draft || !send) {
      if (draft) latest.current.announce(draft, 'cancelled');
      return;
    }
    if (draft.refusal) latest.current.announce(draft, 'refused');
    else if (Object.keys(changeOf(draft.draft, draft.stay)).length > 0) latest.current.commit(draft.stay, draft.draft);
    else latest.current.announce(draft, 'cancelled');
  };

  const onDragStart = ({ active, activatorEvent }: DragStartEvent) => {
    const stay = latest.current.staysByDid.get(String(active.id));
    if (!stay) return;
    const edge = (activatorEvent.target as HTMLElement | null)?.closest?.('[data-edge]')?.getAttribute('data-edge');
    mode.current = edge === 'start' || edge === 'end' ? edge : 'move';
    set(place(stay, NO_SHIFT, 'pointer'));
  };
  const onDragMove = ({ delta }: DragMoveEvent) => {
    const draft = current.current;
    if (!draft) return;
    const days = Math.round(delta.x / latest.current.dayW);
    const shift: StayShift = mode.current === 'move' ? { ...NO_SHIFT, days, rows: Math.round(delta.y / ROW_H) } : { ...NO_SHIFT, [mode.current]: days };
    // Only a new cell re-renders: a pixel of movement inside the same cell changes nothing.
    if (shift.days === draft.shift.days && shift.rows === draft.shift.rows && shift.start === draft.shift.start && shift.end === draft.shift.end) return;
    set(place(draft.stay, shift, 'pointer'));
  };
  const onDragEnd = (_: DragEndEvent) => {
    droppedAt.current = performance.now();
    finish(true);
  };
  const onDragCancel = () => {
    droppedAt.current = performance.now();
    finish(false);
  };
  const justDropped = () => performance.now() - droppedAt.current < 300;

  const barKey = (stay: Booking, event: KeyboardEvent<HTMLElement>) => {
    const draft = current.current?.stay.did === stay.did && current.current.via === 'keys' ? current.current : null;
    if (event.key === 'Escape' && draft) {
      event.preventDefault();
      finish(false);
      return;
    }
    if (event.key === 'Enter' && draft) {
      event.preventDefault();
      finish(true);
      return;
    }
    if (!latest.current.canEdit || !movable(stay)) return;
    const shift = keyShift(draft?.shift ?? NO_SHIFT, event);
    if (!shift) return;
    event.preventDefault();
    const next = place(stay, shift, 'keys');
    set(next);
    latest.current.announce(next, draft ? 'step' : 'start');
  };

  return { draft: state, onDragStart, onDragMove, onDragEnd, onDragCancel, barKey, justDropped };
}
