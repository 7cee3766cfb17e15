import type { ItemOfType, MarkOfType } from '@medprep/shared';
import { marksText, ordinal } from './outcome-text';
import { OutcomeRow, type RowTone } from './OutcomeRow';

export interface RankingOutcomeProps {
  item: ItemOfType<'ranking'>;
  mark: MarkOfType<'ranking'> | null;
}

/**
 * The candidate's order against the ideal one: the responses in the ideal order, each with the
 * place the candidate gave it, its marks (4 less the distance) and its explanation.
 */
export function RankingOutcome({ item, mark }: RankingOutcomeProps) {
  const byKey = new Map(item.responses.map((r) => [r.key, r]));
  const parts = new Map(mark?.parts.map((p) => [p.key, p]));
  const yourOrder = mark ? [...mark.parts].filter((p) => p.place !== null).sort((a, b) => (a.place ?? 0) - (b.place ?? 0)).map((p) => p.key) : null;
  return (
    <div className="quiz-ranking-outcome">
      <dl className="quiz-orders">
        <dt>Your order</dt>
        <dd>{yourOrder ? yourOrder.join(', ') : 'Not answered'}</dd>
        <dt>The ideal order</dt>
        <dd>{item.idealOrder.join(', ')}</dd>
      </dl>
      <ol className="quiz-outcomes" aria-label="Responses in the ideal order, with explanations">
        {item.idealOrder.map((key, i) => {
          const response = byKey.get(key);
          const part = parts.get(key);
          let tone: RowTone = 'neutral';
          let verdict = `Ideal place ${ordinal(i + 1)}`;
          if (part) {
            tone = part.mark === part.maxMark ? 'correct' : part.mark > 0 ? 'partial' : 'incorrect';
            const placed = part.place === null ? 'you left it out' : part.place === i + 1 ? 'you placed it there too' : `you placed it ${ordinal(part.place)}`;
            verdict = `Ideal place ${ordinal(i + 1)}, ${placed}: ${marksText(part.mark, part.maxMark)}`;
          }
          return (
            <OutcomeRow key={key} badge={key} badgeLabel={`Response ${key}`} tone={tone} verdict={verdict} explanation={response?.explanation}>
              {response?.text}
            </OutcomeRow>
          );
        })}
      </ol>
    </div>
  );
}
