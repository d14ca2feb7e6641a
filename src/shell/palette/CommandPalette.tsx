import { SearchOutlined } from '@ant-design/icons';
import { Input, theme } from 'antd';
import { Dialog } from '../../ui/dialog/Dialog';
import { observer } from 'mobx-react-lite';
import { useId, useMemo, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../../stores/context';
import { menuLabel } from '../menuLabel';
import { collectEntries, searchEntries, type MenuEntry } from './menuSearch';
import { optionId, PaletteOptions } from './PaletteOptions';

const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/**
 * The search field and its results (combobox + listbox, focus stays in the field). Mounted while
 * the palette is open, so every opening starts empty.
 */
const PaletteBody = observer(function PaletteBody({ onClose }: { onClose: () => void }) {
  const { menu, config } = useStores();
  const intl = useIntl();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const entries = useMemo(() => collectEntries(menu.items, (item) => menuLabel(intl, item), config.portalCode), [menu.items, intl, config.portalCode]);
  const results = useMemo(() => searchEntries(entries, query), [entries, query]);
  const current = Math.min(active, results.length - 1);

  const choose = (entry: MenuEntry) => {
    onClose();
    navigate(entry.path);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Keys that confirm an IME composition (Chinese, Japanese…) are not ours.
    if (event.nativeEvent.isComposing || results.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + results.length) % results.length);
    } else if (event.key === 'Enter' && results[current]) {
      event.preventDefault();
      choose(results[current]);
    }
  };

  return (
    <>
      <Input
        autoFocus
        size="large"
        prefix={<SearchOutlined aria-hidden />}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        placeholder={intl.formatMessage({ id: 'shell.search.placeholder' })}
        aria-label={intl.formatMessage({ id: 'shell.search.input' })}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={results.length > 0}
        aria-controls={listId}
        aria-activedescendant={results.length > 0 ? optionId(listId, current) : undefined}
        autoComplete="off"
        spellCheck={false}
      />
      <div role="status" style={results.length > 0 ? visuallyHidden : { padding: '16px 4px', color: token.colorTextSecondary }}>
        {results.length > 0
          ? intl.formatMessage({ id: 'shell.search.count' }, { count: results.length })
          : intl.formatMessage({ id: 'shell.search.noMatch' }, { query: query.trim() })}
      </div>
      <PaletteOptions
        id={listId}
        label={intl.formatMessage({ id: 'shell.search.results' })}
        entries={results}
        active={current}
        onActive={setActive}
        onChoose={choose}
      />
      <div style={{ marginTop: 8, color: token.colorTextTertiary, fontSize: token.fontSizeSM }}>{intl.formatMessage({ id: 'shell.search.keys' })}</div>
    </>
  );
});

interface PaletteProps {
  open: boolean;
  onClose: () => void;
  /** After the closing animation: the opener puts focus back where it was. */
  afterClose: () => void;
}

/** The menu search dialog (Ctrl+K): finds any menu leaf someone may open, by title, module, group or pid. */
export function CommandPalette({ open, onClose, afterClose }: PaletteProps) {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      title={intl.formatMessage({ id: 'shell.search.title' })}
      onCancel={onClose}
      afterClose={afterClose}
      footer={null}
      width={560}
      destroyOnHidden
      // The opener knows what had focus before the shortcut; it puts focus back itself.
      focusable={{ focusTriggerAfterClose: false }}
      style={{ top: 80 }}
      // No zoom or fade: a palette opens at once, so what is typed right after Ctrl+K lands in the field.
      transitionName=""
      maskTransitionName=""
    >
      <PaletteBody onClose={onClose} />
    </Dialog>
  );
}
