import { EnvironmentOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useStores } from '../stores/context';

/** The selected parent business and store in the header; opens the picker where it is offered. */
export const ProjectBadge = observer(function ProjectBadge({ color, offered, compact = false }: { color?: string; offered: boolean; compact?: boolean }) {
  const { project } = useStores();
  const intl = useIntl();
  if (project.parents.length === 0) return null;
  const custom = project.customStore;
  const where = project.store?.name ?? (custom ? `${custom.province.name} ${custom.city.name}`.trim() : intl.formatMessage({ id: 'project.noStore' }));
  const text = `${project.parent?.name ?? ''} / ${where}`;
  const path = project.organizationPath;
  return (
    <Button
      type="text"
      // On a phone the store takes the row's free width, its name first (the parent is in the accessible name).
      style={compact ? { color, flex: 1, minWidth: 0, justifyContent: 'flex-start' } : { color, maxWidth: 320 }}
      icon={<EnvironmentOutlined />}
      disabled={!offered}
      title={path.length > 0 ? intl.formatMessage({ id: 'project.organization' }, { path: path.join(' › ') }) : undefined}
      aria-label={intl.formatMessage({ id: 'project.current' }, { text })}
      onClick={() => project.openDialog(project.currentParent ? 'store' : 'parentbusiness')}
    >
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 }}>{compact ? where : text}</span>
    </Button>
  );
});
