import { lazy, Suspense, type ReactNode } from 'react';
import type { ItemKey } from '@medprep/shared';
import { useAppDispatch } from '../../../../app/hooks';
import type { PlayerItem } from '../../quiz-types';
import { optionRestored, optionSelected, optionStruckOut, type QuestionProgress } from '../../quizSlice';
import type { DraftOfType } from '../../response-draft';
import { OptionPicker } from '../OptionPicker';
import { ChooseInput } from './ChooseInput';
import { EmqInput } from './EmqInput';
import { MtfInput } from './MtfInput';
import { NumericInput } from './NumericInput';
import { RANKING_RULE } from './ranking-rule';

// Drag and drop loads only when a ranking item shows.
const RankingInput = lazy(() => import('./RankingInput').then((module) => ({ default: module.RankingInput })));

export interface ItemInputProps {
  questionId: string;
  item: PlayerItem;
  progress: QuestionProgress;
  locked: boolean;
  labelledBy: string;
  /** A single best answer's option text as shown (with its highlights). */
  renderOptionText?: (key: ItemKey, text: string) => ReactNode;
}

/**
 * The ranking as it will stand while its drag-and-drop code loads: the same rows in the same order
 * and size (its tools inert), so the list does not push the page down when it arrives.
 */
function RankingPlaceholder({ item, order, locked }: { item: PlayerItem & { type: 'ranking' }; order: readonly ItemKey[]; locked: boolean }) {
  const textOf = (key: ItemKey) => item.responses.find((r) => r.key === key)?.text ?? '';
  return (
    <div className="quiz-rank" aria-busy="true">
      <p className="quiz-rank__rule">{RANKING_RULE}</p>
      <ol className="quiz-rank__list" aria-label="Your order, most appropriate first">
        {order.map((key, place) => (
          <li key={key} className="quiz-rank__row">
            <span className="quiz-rank__place" aria-hidden="true">
              {place + 1}
            </span>
            <span className="quiz-rank__text">{textOf(key)}</span>
            {!locked && (
              <span className="quiz-rank__tools" aria-hidden="true">
                <span className="quiz-rank__handle">⠿</span>
                <span className="btn btn--secondary btn--small">Move up</span>
                <span className="btn btn--secondary btn--small">Move down</span>
              </span>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The answer input of the item's type, showing the response so far. */
export function ItemInput({ questionId, item, progress, locked, labelledBy, renderOptionText }: ItemInputProps) {
  const dispatch = useAppDispatch();
  const { draft } = progress;
  const common = { questionId, locked, labelledBy };
  // A draft always has its item's type (the slice builds it from the item).
  switch (item.type) {
    case 'sba':
      return (
        <OptionPicker
          questionId={questionId}
          options={item.options}
          labelledBy={labelledBy}
          selected={(draft as DraftOfType<'sba'>).choice}
          struck={progress.struck}
          locked={locked}
          onSelect={(key) => dispatch(optionSelected(key))}
          onStrike={(key) => dispatch(optionStruckOut(key))}
          onRestore={(key) => dispatch(optionRestored(key))}
          renderText={renderOptionText}
        />
      );
    case 'mtf':
      return <MtfInput {...common} item={item} draft={draft as DraftOfType<'mtf'>} />;
    case 'emq':
      return <EmqInput {...common} item={item} draft={draft as DraftOfType<'emq'>} />;
    case 'ranking':
      return (
        <Suspense fallback={<RankingPlaceholder item={item} order={(draft as DraftOfType<'ranking'>).order} locked={locked} />}>
          <RankingInput {...common} item={item} draft={draft as DraftOfType<'ranking'>} />
        </Suspense>
      );
    case 'choose':
      return <ChooseInput {...common} item={item} draft={draft as DraftOfType<'choose'>} />;
    case 'numeric':
      return <NumericInput {...common} item={item} draft={draft as DraftOfType<'numeric'>} />;
  }
}
