import { useIntl } from 'react-intl';
import { SpaceTree } from '../../../ui/space-tree';

export interface RoomPickerProps {
  store: string;
  /** The chosen room's did (a form item's value). */
  value?: string;
  onChange?: (space: string | undefined) => void;
}

/** A room of the store's space tree, as a form field: only rooms a screen can hang in (no plant rooms) can be chosen. */
export function RoomPicker({ store, value, onChange }: RoomPickerProps) {
  const intl = useIntl();
  if (!store) return <span>{intl.formatMessage({ id: 'signage.groups.storeFirst' })}</span>;
  return (
    <SpaceTree
      key={store}
      store={store}
      selected={value ?? ''}
      label={intl.formatMessage({ id: 'signage.groups.roomsOf' })}
      selectable={(node) => node.space.level === 'room' && node.space.roomtype !== 'plant'}
      onSelect={(space) => onChange?.(space || undefined)}
    />
  );
}
