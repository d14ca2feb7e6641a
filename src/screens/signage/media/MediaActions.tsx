import { Button, Space } from 'antd';
import { useIntl } from 'react-intl';
import type { MediaItem } from '../../../api/signage/types';

/** What a person may do with a file (from the page's permissions) and the dialog each opens. */
export type MediaAction = 'usage' | 'playlists' | 'tags' | 'delete';

export interface MediaActionsProps {
  item: MediaItem;
  allowed: ReadonlySet<MediaAction>;
  onAction: (action: MediaAction, item: MediaItem) => void;
}

const ORDER: readonly MediaAction[] = ['usage', 'playlists', 'tags', 'delete'];

/** The row's (or card's) buttons, each named with the file for screen readers. */
export function MediaActions({ item, allowed, onAction }: MediaActionsProps) {
  const intl = useIntl();
  return (
    <Space size={0} wrap>
      {ORDER.filter((action) => allowed.has(action)).map((action) => (
        <Button
          key={action}
          size="small"
          type="link"
          danger={action === 'delete'}
          aria-label={intl.formatMessage({ id: `signage.media.action.${action}Named` }, { name: item.name })}
          onClick={() => onAction(action, item)}
        >
          {intl.formatMessage({ id: `signage.media.action.${action}` })}
        </Button>
      ))}
    </Space>
  );
}
