import type { Item } from '@medprep/shared';
import { ItemPage } from '../../features/admin/pages/ItemPage';
import { ItemOutcome } from '../../features/quiz/components/marks/ItemOutcome';
import { ItemReferences } from '../../features/quiz/components/marks/ItemReferences';
import { ItemStem } from '../../features/quiz/components/marks/ItemStem';
import '../../features/quiz/quiz.css';

/** An item as the player shows it once revealed (the review's components): stem, parts with the key and their explanations, explanation, references. */
function RevealedItem({ item }: { item: Item }) {
  return (
    <article className="quiz-review-q" aria-label="Preview of the item">
      <ItemStem item={item} />
      <ItemOutcome item={item} mark={null} />
      <h4 className="quiz-feedback__subtitle">Explanation</h4>
      <p className="quiz-prose">{item.explanation}</p>
      <ItemReferences references={item.references} level={4} />
    </article>
  );
}

/** /admin/items/:id — the console's item page, previewing with the player's own components. */
export function AdminItemPage() {
  return <ItemPage Preview={RevealedItem} />;
}
