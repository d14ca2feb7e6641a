import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

/** Days chosen in one room's row: [first, last] columns, either order while choosing. */
export interface DaySelection {
  row: number;
  anchor: number;
  end: number;
}

export const selectedCols = (s: DaySelection): readonly [number, number] => [Math.min(s.anchor, s.end), Math.max(s.anchor, s.end)];

export interface DaySelectionInput {
  rows: number;
  cols: number;
  canAdd: boolean;
  /** Opens the new booking for the chosen nights of a row. */
  create: (row: number, first: number, last: number) => void;
}

/**
 * The cell in the tab order (arrows move it), and empty days chosen for a new booking: by a
 * pointer dragged across a row, or by Shift+arrows; Enter (or the pointer's release) books them.
 */
export function useDaySelection(input: DaySelectionInput) {
  const [active, setActive] = useState({ row: 0, col: 0 });
  const [selection, setSelection] = useState<DaySelection | null>(null);
  const [focusWanted, setFocusWanted] = useState(0);
  const latest = useRef({ input, selection });
  latest.current = { input, selection };
  const pointing = useRef(false);

  useEffect(() => {
    const release = () => {
      if (!pointing.current) return;
      pointing.current = false;
      const s = latest.current.selection;
      if (s) latest.current.input.create(s.row, ...selectedCols(s));
    };
    document.addEventListener('pointerup', release);
    return () => document.removeEventListener('pointerup', release);
  }, []);

  const moveTo = (row: number, col: number) => {
    const { rows, cols } = latest.current.input;
    setActive({ row: Math.min(rows - 1, Math.max(0, row)), col: Math.min(cols - 1, Math.max(0, col)) });
    setFocusWanted((n) => n + 1);
  };

  const cellKey = (row: number, col: number, event: KeyboardEvent<HTMLElement>) => {
    const { canAdd, create, cols } = latest.current.input;
    const s = latest.current.selection;
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (event.shiftKey && step !== 0 && canAdd) {
      event.preventDefault();
      const from = s && s.row === row ? s : { row, anchor: col, end: col };
      const end = Math.min(cols - 1, Math.max(0, from.end + step));
      setSelection({ ...from, end });
      moveTo(row, end);
      return;
    }
    const rowStep = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step !== 0 || rowStep !== 0) {
      event.preventDefault();
      setSelection(null);
      moveTo(row + rowStep, col + step);
    } else if ((event.key === 'Enter' || event.key === ' ') && canAdd) {
      event.preventDefault();
      const chosen = s && s.row === row ? selectedCols(s) : ([col, col] as const);
      create(row, chosen[0], chosen[1]);
    } else if (event.key === 'Escape' && s) {
      event.preventDefault();
      setSelection(null);
    }
  };
  const cellFocus = (row: number, col: number) => setActive((a) => (a.row === row && a.col === col ? a : { row, col }));
  const cellPointerDown = (row: number, col: number, event: PointerEvent<HTMLElement>) => {
    if (!latest.current.input.canAdd || event.button !== 0) return;
    pointing.current = true;
    setSelection({ row, anchor: col, end: col });
  };
  const cellPointerEnter = (row: number, col: number) => {
    const s = latest.current.selection;
    if (pointing.current && s && s.row === row && s.end !== col) setSelection({ ...s, end: col });
  };

  return { active, selection, clear: () => setSelection(null), focusWanted, cellKey, cellFocus, cellPointerDown, cellPointerEnter };
}
