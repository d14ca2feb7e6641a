import { useStyleRegister } from '@ant-design/cssinjs';
import { ConfigProvider, theme } from 'antd';
import { useContext } from 'react';
import { FILTER_FIELD_CLASS } from '../ui/filter-bar/fieldClass';
import { NARROW_QUERY } from '../ui/hooks/useNarrow';

/**
 * The phone rules antd's tokens cannot say (issue 39): dialogs as full-screen sheets, forms in
 * one column, tables and wide boxes scrolling inside their own frame, and every small control's
 * hit area at least 24 × 24 px (WCAG 2.5.8). Registered through antd's style cache, so they live
 * in this mount's style container and leave with it.
 */
export function usePhoneStyles(): void {
  const { theme: antTheme, token } = theme.useToken();
  const p = useContext(ConfigProvider.ConfigContext).getPrefixCls();
  useStyleRegister({ theme: antTheme, token, path: ['cem-shell', 'phone'] }, () => ({
    [`@media ${NARROW_QUERY}`]: {
      // Sheets: the whole screen, the actions at the bottom within reach of a thumb.
      // (!important: antd and some dialogs, the palette among them, set width and top inline.)
      [`.${p}-modal-wrap .${p}-modal`]: { width: '100vw !important', maxWidth: '100vw', margin: 0, top: '0 !important', paddingBottom: 0 },
      [`.${p}-modal-wrap .${p}-modal .${p}-modal-container`]: { minHeight: '100dvh', borderRadius: 0, display: 'flex', flexDirection: 'column' },
      [`.${p}-modal-wrap .${p}-modal .${p}-modal-body`]: { flex: 1 },
      // One column: a form's grid cells take the whole row; inline forms wrap.
      [`.${p}-form .${p}-row > .${p}-col`]: { flex: '0 0 100%', maxWidth: '100%' },
      [`.${p}-form-inline`]: { flexWrap: 'wrap', rowGap: 8 },
      [`.${p}-form-inline .${p}-form-item:not(:has(button))`]: { flex: '1 1 100%', marginInlineEnd: 0 },
      [`.${FILTER_FIELD_CLASS}`]: { flex: '1 1 100%' },
      [`.${FILTER_FIELD_CLASS} > label`]: { flex: '0 0 88px' },
      [`.${FILTER_FIELD_CLASS} > :last-child`]: { flex: 1, minWidth: 0, width: 'auto !important' },
      // Wide things scroll in their own frame, never the page.
      [`.${p}-table-content, .${p}-descriptions-view, .${p}-segmented`]: { overflowX: 'auto', maxWidth: '100%' },
      // A card's title and its extra controls (filters, switches) share a row only while they fit.
      [`.${p}-card-head-wrapper`]: { flexWrap: 'wrap', rowGap: 8, paddingBlock: 8 },
      [`.${p}-card-extra`]: { maxWidth: '100%', marginInlineStart: 0 },
      [`.${p}-card-extra .${p}-space, .${p}-card-extra .${p}-flex`]: { flexWrap: 'wrap' },
      // Hit areas: a bare checkbox or radio is reached through its label, grown to 24 px.
      [`.${p}-checkbox-wrapper, .${p}-radio-wrapper`]: { minWidth: 24, minHeight: 24, alignItems: 'center', justifyContent: 'center' },
      // A select's clear button, shown without hover on a touch screen: a 24 px target, its 12 px icon where it was.
      // (!important: antd's own rule is as specific and may come later.)
      [`.${p}-select .${p}-select-clear`]: {
        width: '24px !important', height: '24px !important', marginTop: '-12px !important', insetInlineEnd: '5px !important',
        display: 'inline-flex', alignItems: 'center', justifyContent: 'center',
      },
      // A number field's step buttons show only on hover or focus, and then 20 px tall: on a phone the
      // number is typed on the numeric keypad its inputmode brings up, so they go.
      [`.${p}-input-number.${p}-input-number-mode-input .${p}-input-number-actions`]: { display: 'none' },
      // Links standing alone (breadcrumb, a table cell's, a card's or a record's facts' actions and references): 24 px tall.
      [`.${p}-breadcrumb a, .${p}-breadcrumb-link, .${p}-table-cell a, [data-card-list] a, .${p}-descriptions-item-content a`]: {
        display: 'inline-flex', alignItems: 'center', minHeight: 24, minWidth: 24,
      },
    },
  }));
}
