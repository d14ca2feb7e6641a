import { Card, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { ExportButton } from '../export-button/ExportButton';
import type { ExportJob } from '../export-button/useExportRun';
import { LastUpdated } from './LastUpdated';
import type { LiveResource } from './useLiveResource';

export interface LiveCardProps<T> {
  /** The route name, for `data-screen` (none: the screen sets it around the card). */
  screen?: string;
  title: string;
  live: LiveResource<T>;
  /** The list as filtered, offered when the user may export (undefined: no export). */
  exportJob?: ExportJob;
  /** Nothing to export yet. */
  empty: boolean;
  /** Before the stamp (links) and after the export (the main button). */
  before?: ReactNode;
  after?: ReactNode;
  children: ReactNode;
}

/** A live list's frame: a card titled for the list, with when its live data was updated, its export and its main button. */
export const LiveCard = observer(function LiveCard<T>({ screen, title, live, exportJob, empty, before, after, children }: LiveCardProps<T>) {
  return (
    <div data-screen={screen}>
      <Card
        size="small"
        title={title}
        extra={
          <Space wrap>
            {before}
            <LastUpdated live={live} />
            {exportJob ? <ExportButton job={exportJob} disabled={empty} /> : null}
            {after}
          </Space>
        }
      >
        {children}
      </Card>
    </div>
  );
});
