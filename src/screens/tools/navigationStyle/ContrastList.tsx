import { useIntl } from 'react-intl';
import { StatusTag } from '../../../ui/status-tag/StatusTag';
import { ratioShown, type PairContrast } from './contrastPairs';

/** "17.58:1" in the user's locale, never rounded up to the AA line. */
export function useRatioText(): (ratio: number) => string {
  const intl = useIntl();
  return (ratio) => intl.formatMessage({ id: 'tools.navStyle.contrast.ratio' }, { ratio: intl.formatNumber(ratioShown(ratio), { minimumFractionDigits: 2, maximumFractionDigits: 2 }) });
}

/** Each text colour's contrast on its background, as the colours are now, with AA passed or not. */
export function ContrastList({ pairs }: { pairs: readonly PairContrast[] }) {
  const intl = useIntl();
  const ratioText = useRatioText();
  const title = intl.formatMessage({ id: 'tools.navStyle.contrast.title' });
  return (
    <section aria-label={title}>
      <h3 style={{ fontSize: 14, margin: '0 0 8px' }}>{title}</h3>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {pairs.map((pair) => (
          <li key={pair.text} data-pair={pair.text} style={{ display: 'flex', gap: 8, alignItems: 'center', padding: '4px 0' }}>
            <span style={{ flex: 1 }}>{intl.formatMessage({ id: `tools.navStyle.pair.${pair.text}` })}</span>
            <span style={{ fontVariantNumeric: 'tabular-nums' }}>{ratioText(pair.ratio)}</span>
            <StatusTag tone={pair.passes ? 'success' : 'warning'}>{intl.formatMessage({ id: pair.passes ? 'tools.navStyle.contrast.pass' : 'tools.navStyle.contrast.fail' })}</StatusTag>
          </li>
        ))}
      </ul>
    </section>
  );
}
