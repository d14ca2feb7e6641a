import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { sortableKeyboardCoordinates, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { FormListFieldData } from 'antd';
import { useIntl } from 'react-intl';
import { PlaylistItemRow } from './PlaylistItemRow';
import type { DraftItem } from './playlistDraft';

export interface SortablePlaylistItemsProps {
  fields: FormListFieldData[];
  items: readonly DraftItem[];
  editable: boolean;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
  /** Where dnd-kit puts its live region and instructions: inside the console's mount, not the page's body. */
  container: Element | null;
}

/**
 * The items in play order, sortable by pointer and by keyboard (focus a handle, Space, arrows,
 * Space; Escape puts it back), with what happens read out in the user's language.
 */
export function SortablePlaylistItems({ fields, items, editable, move, remove, container }: SortablePlaylistItemsProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const ids = fields.map((field) => String(field.key));
  const at = (id: string | number | undefined) => ids.indexOf(String(id));
  const named = (id: string | number | undefined) => ({ name: items[at(id)]?.name ?? '', count: ids.length });
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('signage.playlist.dnd.start', { ...named(active.id), position: at(active.id) + 1 }),
    onDragOver: ({ active, over }) => (over ? t('signage.playlist.dnd.over', { ...named(active.id), position: at(over.id) + 1 }) : undefined),
    onDragEnd: ({ active, over }) => (over ? t('signage.playlist.dnd.end', { ...named(active.id), position: at(over.id) + 1 }) : t('signage.playlist.dnd.cancel', named(active.id))),
    onDragCancel: ({ active }) => t('signage.playlist.dnd.cancel', named(active.id)),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const [from, to] = [at(active.id), over ? at(over.id) : -1];
    if (from >= 0 && to >= 0 && from !== to) move(from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('signage.playlist.dnd.instructions') }, container: container ?? undefined }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol aria-label={t('signage.playlist.items')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {fields.map((field, index) => {
            const item = items[index];
            return item ? <PlaylistItemRow key={field.key} id={String(field.key)} field={field.name} index={index} count={fields.length} item={item} editable={editable} onMove={move} onRemove={remove} /> : null;
          })}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
