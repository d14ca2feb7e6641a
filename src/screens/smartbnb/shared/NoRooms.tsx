import { Result } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { isApiError } from '../../../api/errors';
import { useStores } from '../../../stores/context';

/** The mock's refusal for a store that lets no short-stay rooms: an empty state, not an error. */
export function isNoRooms(error: unknown): boolean {
  return isApiError(error) && 'id' in error.userMessage && error.userMessage.id === 'smartbnb.refusal.noRooms';
}

/** Says that the chosen store lets no short-stay rooms, and where to find some. */
export const NoRooms = observer(function NoRooms() {
  const intl = useIntl();
  const { project } = useStores();
  return (
    <Result
      status="info"
      title={intl.formatMessage({ id: 'smartbnb.home.noRooms' }, { store: project.store?.name ?? project.currentStore })}
      subTitle={intl.formatMessage({ id: 'smartbnb.home.noRoomsHint' })}
    />
  );
});
