import { Card, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { ExportButton } from '../../../ui/export-button/ExportButton';
import type { ExportJob } from '../../../ui/export-button/useExportRun';
import { LastUpdated } from '../../../ui/live/LastUpdated';
import type { LiveResource } from '../../../ui/live/useLiveResource';

export interface LiveListCardProps<T> {
  title: ReactNode;
  live: LiveResource<T>;
  /** The list as filtered, offered when the user may export (undefined: no export). */
  exportJob?: ExportJob;
  /** Nothing to export yet. */
  empty: boolean;
  /** After the export: the main button. */
  after?: ReactNode;
  children: ReactNode;
}

/** A billing list's frame: a card with when its live data was updated, its export and its main button. */
export const LiveListCard = observer(function LiveListCard<T>({ title, live, exportJob, empty, after, children }: LiveListCardProps<T>) {
  return (
    <Card
      size="small"
      title={title}
      extra={
        <Space wrap>
          <LastUpdated live={live} />
          {exportJob ? <ExportButton job={exportJob} disabled={empty} /> : null}
          {after}
        </Space>
      }
    >
      {children}
    </Card>
  );
});
