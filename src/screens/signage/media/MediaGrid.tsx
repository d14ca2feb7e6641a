import { Tag, theme } from 'antd';
import { useIntl } from 'react-intl';
import type { MediaItem } from '../../../api/signage/types';
import { MediaActions, type MediaActionsProps } from './MediaActions';
import { durationText, resolutionText } from './mediaFormat';
import { MediaThumb } from './MediaThumb';

/** The library as thumbnails: a list of cards, each with its name, figures, tags and actions. */
export function MediaGrid({ rows, label, ...actions }: { rows: readonly MediaItem[]; label: string } & Omit<MediaActionsProps, 'item'>) {
  const intl = useIntl();
  const { token } = theme.useToken();
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 12 }}>
      {rows.map((m) => (
        <li key={m.did} data-did={m.did} style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG, padding: 8 }}>
          <MediaThumb item={m} size={182} />
          <div style={{ fontWeight: 500, marginTop: 6, overflowWrap: 'anywhere' }}>{m.name}</div>
          <div style={{ color: token.colorTextSecondary }}>
            {[intl.formatMessage({ id: `signage.media.kind.${m.kind}` }), durationText(intl, m.durationMs), resolutionText(m)].filter(Boolean).join(' · ')}
          </div>
          <div>
            {m.tags.map((tag) => (
              <Tag key={tag}>{tag}</Tag>
            ))}
          </div>
          <MediaActions item={m} {...actions} />
        </li>
      ))}
    </ul>
  );
}
