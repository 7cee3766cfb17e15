import { lazy, Suspense, type ReactNode } from 'react';
import type { ItemKey } from '@medprep/shared';
import { useAppDispatch } from '../../../../app/hooks';
import { Spinner } from '../../../../components/ui/Spinner';
import type { PlayerItem } from '../../quiz-types';
import { optionRestored, optionSelected, optionStruckOut, type QuestionProgress } from '../../quizSlice';
import type { DraftOfType } from '../../response-draft';
import { OptionPicker } from '../OptionPicker';
import { ChooseInput } from './ChooseInput';
import { EmqInput } from './EmqInput';
import { MtfInput } from './MtfInput';
import { NumericInput } from './NumericInput';

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
        <Suspense fallback={<Spinner label="Loading the ranking…" />}>
          <RankingInput {...common} item={item} draft={draft as DraftOfType<'ranking'>} />
        </Suspense>
      );
    case 'choose':
      return <ChooseInput {...common} item={item} draft={draft as DraftOfType<'choose'>} />;
    case 'numeric':
      return <NumericInput {...common} item={item} draft={draft as DraftOfType<'numeric'>} />;
  }
}
