import { theme } from 'antd';
import { useEffect, useRef } from 'react';
import type { MenuEntry } from './menuSearch';

interface Props {
  id: string;
  label: string;
  entries: MenuEntry[];
  active: number;
  onActive: (index: number) => void;
  onChoose: (entry: MenuEntry) => void;
}

/** The option id of the entry at `index` in the listbox `listId` (the input's aria-activedescendant). */
export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/**
 * The palette's results: a listbox whose active option follows the input's arrow keys (focus stays
 * in the input), each option showing the title, its module and groups, and its pid.
 */
export function PaletteOptions({ id, label, entries, active, onActive, onChoose }: Props) {
  const { token } = theme.useToken();
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    // jsdom has no scrollIntoView.
    list.current?.children[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);
  return (
    <ul ref={list} id={id} role="listbox" aria-label={label} style={{ listStyle: 'none', margin: '8px 0 0', padding: 0, maxHeight: 360, overflowY: 'auto' }}>
      {entries.map((entry, index) => (
        <li
          key={entry.key}
          id={optionId(id, index)}
          role="option"
          aria-selected={index === active}
          // Keeps focus (and the caret) in the input.
          onMouseDown={(event) => event.preventDefault()}
          onMouseMove={() => index !== active && onActive(index)}
          onClick={() => onChoose(entry)}
          style={{
            padding: '6px 12px',
            borderRadius: token.borderRadius,
            cursor: 'pointer',
            background: index === active ? token.controlItemBgActive : undefined,
          }}
        >
          <div style={{ color: token.colorText }}>{entry.title}</div>
          <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
            {[entry.module, ...entry.groups].join(' / ')}
            {entry.pid ? <span style={{ marginInlineStart: 8, fontFamily: token.fontFamilyCode }}>{entry.pid}</span> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
