import type { Item, ItemMark, MarkOfType } from '@medprep/shared';
import { ChooseOutcome } from './ChooseOutcome';
import { EmqOutcome } from './EmqOutcome';
import { MtfOutcome } from './MtfOutcome';
import { NumericOutcome } from './NumericOutcome';
import { RankingOutcome } from './RankingOutcome';
import { SbaOutcome } from './SbaOutcome';
import './marks.css';

export interface ItemOutcomeProps {
  item: Item;
  /** The marks part by part; null when the item was not answered (only the key is shown). */
  mark: ItemMark | null;
}

/** The parts of an item once marked, in the view of its type: for tutor feedback and the review alike. */
export function ItemOutcome({ item, mark }: ItemOutcomeProps) {
  const markOf = <T extends Item['type']>(type: T) => (mark?.type === type ? (mark as MarkOfType<T>) : null);
  switch (item.type) {
    case 'sba':
      return <SbaOutcome item={item} mark={markOf('sba')} />;
    case 'mtf':
      return <MtfOutcome item={item} mark={markOf('mtf')} />;
    case 'emq':
      return <EmqOutcome item={item} mark={markOf('emq')} />;
    case 'ranking':
      return <RankingOutcome item={item} mark={markOf('ranking')} />;
    case 'choose':
      return <ChooseOutcome item={item} mark={markOf('choose')} />;
    case 'numeric':
      return <NumericOutcome item={item} mark={markOf('numeric')} />;
  }
}
