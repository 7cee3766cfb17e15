import { useId, useState } from 'react';
import { closestCenter, DndContext, KeyboardSensor, MeasuringStrategy, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ItemKey } from '@medprep/shared';
import { useAppDispatch } from '../../../../app/hooks';
import { responsesReordered } from '../../quizSlice';
import { moved } from '../../response-draft';
import type { ItemInputProps } from './item-input-props';
import { RANKING_RULE } from './ranking-rule';

interface RowProps {
  id: ItemKey;
  text: string;
  place: number;
  total: number;
  locked: boolean;
  onMove: (to: number) => void;
}

function RankingRow({ id, text, place, total, locked, onMove }: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled: locked });
  const first = place === 0;
  const last = place === total - 1;
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? 'quiz-rank__row is-dragging' : 'quiz-rank__row'}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <span className="quiz-rank__place" aria-hidden="true">
        {place + 1}
      </span>
      <span className="quiz-rank__text">
        <span className="visually-hidden">Place {place + 1}: </span>
        {text}
      </span>
      {!locked && (
        <span className="quiz-rank__tools">
          <button ref={setActivatorNodeRef} type="button" className="quiz-rank__handle" {...attributes} {...listeners} aria-label={`Drag: ${text}`}>
            <span aria-hidden="true">⠿</span>
          </button>
          {/* aria-disabled rather than disabled, so that the focus stays on a button that reaches the end. */}
          <button type="button" className="btn btn--secondary btn--small" aria-label={`Move up: ${text}`} aria-disabled={first || undefined} onClick={() => !first && onMove(place - 1)}>
            Move up
          </button>
          <button type="button" className="btn btn--secondary btn--small" aria-label={`Move down: ${text}`} aria-disabled={last || undefined} onClick={() => !last && onMove(place + 1)}>
            Move down
          </button>
        </span>
      )}
    </li>
  );
}

/**
 * Ranking: the responses from most to least appropriate, reordered by drag and drop (pointer, or
 * the keyboard: Space or Enter on a handle picks it up, arrows move it, Space drops, Escape
 * cancels), or with each row's Move up and Move down buttons. The order shown is the one sent.
 */
export function RankingInput({ item, draft, locked, labelledBy }: ItemInputProps<'ranking'>) {
  const dispatch = useAppDispatch();
  const instructionsId = useId();
  const [said, setSaid] = useState('');
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const textOf = (key: UniqueIdentifier | undefined) => item.responses.find((r) => r.key === key)?.text ?? '';
  const placeOf = (key: UniqueIdentifier | undefined) => draft.order.indexOf(key as ItemKey) + 1;
  const total = draft.order.length;

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${textOf(active.id)}, in place ${placeOf(active.id)} of ${total}.`,
    onDragOver: ({ active, over }) => (over ? `${textOf(active.id)} is over place ${placeOf(over.id)} of ${total}.` : `${textOf(active.id)} is not over a place.`),
    onDragEnd: ({ active, over }) => (over ? `${textOf(active.id)} dropped in place ${placeOf(over.id)} of ${total}.` : `${textOf(active.id)} dropped where it was.`),
    onDragCancel: ({ active }) => `Moving cancelled: ${textOf(active.id)} stays in place ${placeOf(active.id)} of ${total}.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    dispatch(responsesReordered(arrayMove(draft.order, draft.order.indexOf(active.id as ItemKey), draft.order.indexOf(over.id as ItemKey))));
  };

  const move = (key: ItemKey, to: number) => {
    dispatch(responsesReordered(moved(draft.order, draft.order.indexOf(key), to)));
    setSaid(`${textOf(key)} moved to place ${to + 1} of ${total}.`);
  };

  return (
    <div className="quiz-rank" role="group" aria-labelledby={labelledBy} data-own-arrows="">
      <p id={instructionsId} className="quiz-rank__rule">
        {RANKING_RULE}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        // Measured all along, not only at pick-up: the page may still be scrolling (smoothly) to the
        // handle the keyboard just focused, and places measured before that scroll ends are wrong.
        measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable: 'To pick up a response, press Space or Enter. Use the up and down arrows to move it, Space or Enter to drop it in its new place, or Escape to cancel.',
          },
        }}
      >
        <SortableContext items={draft.order} strategy={verticalListSortingStrategy}>
          <ol className="quiz-rank__list" aria-label="Your order, most appropriate first" aria-describedby={instructionsId}>
            {draft.order.map((key, place) => (
              <RankingRow key={key} id={key} text={textOf(key)} place={place} total={total} locked={locked} onMove={(to) => move(key, to)} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <p className="visually-hidden" role="status">
        {said}
      </p>
    </div>
  );
}
