import { useScreenPid } from '../../../ui/hooks/useScreenPid';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { EnergyStandard, StandardImportReport } from '../../../api/energyTypes';
import type { ExportColumn, ExportFormat } from '../../../lib/export';
import { keyedText } from '../../../lib/serverMessage';
import { useStores } from '../../../stores/context';
import { useDialogWrite } from '../../../ui/form/useDialogWrite';
import { Table } from '../../../ui';
import { energyManageApi } from '../../../api/analysis';

/** Largest file accepted for an import (a standards sheet is a few hundred bytes per row). */
const MAX_BYTES = 5 * 1024 * 1024;
const ACCEPT = '.csv,.xlsx';

type TemplateRow = Pick<EnergyStandard, 'buildingtype' | 'level' | 'value'>;

/** The import template: the columns the import reads, with the current standards as example rows. */
export async function templateBlob(format: ExportFormat, standards: readonly TemplateRow[]): Promise<Blob> {
  const columns: ExportColumn<TemplateRow>[] = [
    { key: 'buildingtype', title: 'buildingtype' },
    { key: 'level', title: 'level' },
    { key: 'value', title: 'value', type: 'number' },
  ];
  // The writers load when a template is asked for, not with the screen.
  const { tableToBlob } = await import('../../../lib/export');
  return tableToBlob(format, { columns, rows: standards, sheetName: 'standards' });
}

/**
 * Imports standards from a CSV or XLSX file (multipart). The server keeps the good rows and
 * reports the bad ones: both are shown, with the row number and the reason of each refusal.
 */
export function StandardImport({ standards, onImported }: { standards: readonly TemplateRow[]; onImported: () => void }) {
  const intl = useIntl();
  const { api } = useStores();
  const pid = useScreenPid();
  const [report, setReport] = useState<StandardImportReport | null>(null);
  const write = useDialogWrite();
  // A file refused here, before a byte is sent; a server refusal is the write's.
  const [refused, setRefused] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const error = refused ?? (write.error || null);
  const busy = write.saving;

  const upload = async (file: File) => {
    setFileName(file.name);
    setReport(null);
    setRefused(null);
    write.clear();
    if (!/\.(csv|xlsx)$/i.test(file.name)) return setRefused(intl.formatMessage({ id: 'standard.import.badType' }));
    if (file.size > MAX_BYTES) return setRefused(intl.formatMessage({ id: 'standard.import.tooLarge' }, { max: '5 MB' }));
    await write.run(
      () => energyManageApi(api, pid).importStandards(file),
      (answer) => {
        setReport(answer);
        if (answer.imported > 0) onImported();
      },
    );
  };

  const download = async (format: ExportFormat) => {
    const [{ downloadBlob }, blob] = await Promise.all([import('../../../lib/export'), templateBlob(format, standards)]);
    downloadBlob(blob, `energy-standards-template.${format}`);
  };

  return (
    <Card size="small" title={intl.formatMessage({ id: 'standard.import.title' })}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {intl.formatMessage({ id: 'standard.import.help' })}
      </Typography.Paragraph>
      <Space wrap style={{ marginBottom: 8 }}>
        <Upload
          accept={ACCEPT}
          showUploadList={false}
          maxCount={1}
          beforeUpload={(file) => {
            void upload(file);
            return false; // sent through the api module, not antd's own request
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy}>
            {intl.formatMessage({ id: 'standard.import.choose' })}
          </Button>
        </Upload>
        <Button icon={<DownloadOutlined />} onClick={() => void download('xlsx')}>
          {intl.formatMessage({ id: 'standard.import.templateXlsx' })}
        </Button>
        <Button icon={<DownloadOutlined />} onClick={() => void download('csv')}>
          {intl.formatMessage({ id: 'standard.import.templateCsv' })}
        </Button>
      </Space>
      {fileName && <div style={{ marginBottom: 8, fontSize: 13 }}>{intl.formatMessage({ id: 'standard.import.file' }, { name: fileName })}</div>}
      {error && <Alert type="error" showIcon role="alert" title={error} />}
      {report && <ImportReport report={report} />}
    </Card>
  );
}

function ImportReport({ report }: { report: StandardImportReport }) {
  const intl = useIntl();
  const rejected = report.errors.length;
  return (
    <div data-testid="import-report">
      <Alert
        type={rejected === 0 ? 'success' : report.imported > 0 ? 'warning' : 'error'}
        showIcon
        role="status"
        title={intl.formatMessage({ id: 'standard.import.summary' }, { imported: report.imported, rejected })}
        style={{ marginBottom: rejected ? 8 : 0 }}
      />
      {rejected > 0 && (
        <Table
          size="small"
          rowKey={(e) => `${e.row}-${e.message}`}
          pagination={rejected > 10 ? { pageSize: 10 } : false}
          dataSource={[...report.errors].sort((a, b) => a.row - b.row)}
          aria-label={intl.formatMessage({ id: 'standard.import.errors' })}
          columns={[
            { key: 'row', dataIndex: 'row', width: 90, title: intl.formatMessage({ id: 'standard.import.row' }) },
            { key: 'message', title: intl.formatMessage({ id: 'standard.import.message' }), render: (_, e) => keyedText(intl, e) },
          ]}
        />
      )}
    </div>
  );
}
