import { Empty } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** Height of the empty-data block (spec §9). */
export const EMPTY_DATA_HEIGHT = 174;

export interface EmptyDataProps {
  /** Shown under the image; "No data" when absent. */
  description?: ReactNode;
  height?: number | string;
  style?: CSSProperties;
}

/** The console's "nothing to show" block, centred in a fixed height so layouts do not jump. */
export function EmptyData({ description, height = EMPTY_DATA_HEIGHT, style }: EmptyDataProps) {
  return (
    <div
      data-testid="empty-data"
      style={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center', ...style }}
    >
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={description ?? <FormattedMessage id="ui.empty.noData" />}
      />
    </div>
  );
}
