import { observer } from 'mobx-react-lite';
import { useNavigate, useParams } from 'react-router-dom';
import type { ScreenProps } from '../../loader/registry';
import { buildPath } from '../../routes';
import { useStores } from '../../stores/context';
import { NoAccess, PageStates } from './PageStates';
import { RecordForm } from './record-form/RecordForm';
import { usePageConfig } from './usePageConfig';

/** `add/:pid/:mode`: a new record through the configured form; then its detail view. */
const AddScreen = observer(function AddScreen(_: ScreenProps) {
  const { pid = '' } = useParams();
  const { api, pages, notify } = useStores();
  const navigate = useNavigate();
  const state = usePageConfig(pid);
  if (state.status !== 'ready') return <PageStates state={state} />;
  if (!state.config.actions.includes('add') || !pages.can('add', pid)) return <NoAccess />;
  const backToList = () => navigate(buildPath('common-page', { pid }) ?? '/index');
  return (
    <RecordForm
      fields={state.config.form}
      mode="add"
      onCancel={backToList}
      save={async (values) => (await api.filter.add({ pid, cmd: values }, { hideError: true })).did}
      onSaved={(did) => {
        notify.success({ id: 'generic.created' });
        navigate(buildPath('detail', { pid, did, mode: 'view' }) ?? '/index', { replace: true });
      }}
    />
  );
});

export default AddScreen;
