import { Alert } from 'antd';

/** Why a save was refused, above the form (errors that belong to no field), under the screen's title. */
export function SaveAlert({ title, reasons }: { title: string; reasons: string[] }) {
  if (reasons.length === 0) return null;
  return <Alert type="error" showIcon role="alert" style={{ marginBottom: 12 }} title={title} description={reasons.join(' · ')} />;
}
