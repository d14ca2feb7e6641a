import { DownOutlined, DownloadOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { downloadBlob, type ExportFile, type ExportFormat } from '../../lib/export';
import { ExportProgressModal } from './ExportProgressModal';
import { useExportRun, type ExportJob } from './useExportRun';

export interface ExportButtonProps {
  job: ExportJob;
  /** Formats offered, in order. */
  formats?: ExportFormat[];
  disabled?: boolean;
  /** Saves the finished file; a browser download by default. */
  download?: (blob: Blob, filename: string) => void;
}

/** "Export" with a choice of .xlsx or .csv; shows progress, can be cancelled, downloads the result. */
export function ExportButton({ job, formats = ['xlsx', 'csv'], disabled, download = downloadBlob }: ExportButtonProps) {
  const intl = useIntl();
  const deliver = useCallback((file: ExportFile) => download(file.blob, file.filename), [download]);
  const { state, start, cancel, dismiss } = useExportRun(job, deliver);
  const labels: Record<ExportFormat, string> = {
    xlsx: intl.formatMessage({ id: 'ui.export.xlsx' }),
    csv: intl.formatMessage({ id: 'ui.export.csv' }),
  };
  const menu: MenuProps = {
    items: formats.map((format) => ({ key: format, label: labels[format] })),
    onClick: ({ key }) => void start(key as ExportFormat),
  };
  return (
    <>
      <Dropdown menu={menu} trigger={['click']} disabled={disabled || state.status === 'running'}>
        <Button icon={<DownloadOutlined />}>
          {intl.formatMessage({ id: 'common.export' })} <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
      <ExportProgressModal state={state} onCancel={cancel} onClose={dismiss} />
    </>
  );
}
