import { Card, Space } from 'antd';
import { useIntl } from 'react-intl';
import { ExportButton } from '../../../ui/export-button/ExportButton';
import type { ExportJob } from '../../../ui/export-button/useExportRun';
import { LastUpdated } from '../../../ui/live/LastUpdated';
import type { LiveResource } from '../../../ui/live/useLiveResource';
import { SpaceTree } from '../../../ui/space-tree';
import type { useSpaceChoice } from './useSpaceChoice';
import { LoadFailed as KitLoadFailed } from '../../../ui/LoadFailed';

/** A live card's corner: when it was last updated (with refresh) and, for users who may, the export. */
export function LiveCardExtra<T>({ live, exportJob, canExport, empty }: { live: LiveResource<T>; exportJob: ExportJob; canExport: boolean; empty: boolean }) {
  return (
    <Space>
      <LastUpdated live={live} />
      {canExport ? <ExportButton job={exportJob} disabled={empty} /> : null}
    </Space>
  );
}

/** What a monitoring screen shows when its first read failed: why, and a retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return <KitLoadFailed title={intl.formatMessage({ id: 'devices.loadFailed' })} onRetry={onRetry} />;
}

/** The store's space tree in a card, choosing the screen's space. */
export function SpaceTreeCard({ store, choice }: { store: string; choice: ReturnType<typeof useSpaceChoice> }) {
  const intl = useIntl();
  return (
    <Card size="small" title={intl.formatMessage({ id: 'devices.spaces.title' })}>
      <SpaceTree store={store} selected={choice.space} onSelect={(did, node) => choice.choose(did, node?.name)} />
    </Card>
  );
}
