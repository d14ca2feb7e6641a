import { Result, Select, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useStores } from '../../../../stores/context';
import { INK } from './Panels';
import { LoadFailed } from '../../../../ui/LoadFailed';

/**
 * Why the cockpit has nothing to show yet, honestly: the projects are loading or failed, the
 * account has no parent business, or none is chosen (outside the shell there is no header picker,
 * so the choice is offered here; choosing reloads the page as it does in the header).
 */
export const CockpitProjectState = observer(function CockpitProjectState() {
  const intl = useIntl();
  const { project } = useStores();
  const t = (id: string) => intl.formatMessage({ id });
  const box = { display: 'grid', placeItems: 'center', height: '100%', color: INK };
  if (project.status === 'idle' || project.status === 'loading') {
    return (
      <div style={box} aria-busy="true">
        <Spin size="large" aria-label={t('carbon.cockpit.loading')} />
      </div>
    );
  }
  if (project.status === 'error') {
    return (
      <div style={box}>
        <LoadFailed title={t('energy.loadFailed')} onRetry={() => void project.load()} />
      </div>
    );
  }
  if (project.parents.length === 0) {
    return (
      <div style={box}>
        <Result status="info" title={t('carbon.cockpit.noParents')} />
      </div>
    );
  }
  const label = t('carbon.cockpit.chooseParent');
  return (
    <div style={box}>
      <Result
        status="info"
        title={t('carbon.cockpit.noParent')}
        extra={
          <Select
            aria-label={label}
            placeholder={label}
            style={{ minWidth: 320 }}
            options={project.parents.map((p) => ({ value: p.did, label: p.name }))}
            onChange={(did: string) => void project.selectParent(did)}
          />
        }
      />
    </div>
  );
});
