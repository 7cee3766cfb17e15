import type { Item } from '@medprep/shared';
import { ItemMedia } from '../items/ItemMedia';

/** The item's stem as the review shows it (an EMQ set's theme; its lead-in and stems are in its outcome), with its images. */
export function ItemStem({ item }: { item: Item }) {
  return (
    <>
      {item.type === 'emq' ? <p className="quiz-stem quiz-stem--theme">Theme: {item.theme}</p> : <div className="quiz-stem">{item.stem}</div>}
      <ItemMedia media={item.media} />
    </>
  );
}
