import type { ItemOfType, MarkOfType } from '@medprep/shared';
import { marksText } from './outcome-text';
import { OutcomeRow, type RowTone } from './OutcomeRow';

export interface ChooseOutcomeProps {
  item: ItemOfType<'choose'>;
  mark: MarkOfType<'choose'> | null;
}

/** The candidate's three choices against the right three, 4 marks for each right one, with every explanation. */
export function ChooseOutcome({ item, mark }: ChooseOutcomeProps) {
  const chosen = new Set(mark?.parts.filter((p) => p.chosen).map((p) => p.key));
  const right = item.responses.filter((r) => item.answers.includes(r.key)).map((r) => r.key);
  return (
    <div className="quiz-choose-outcome">
      <dl className="quiz-orders">
        <dt>Your choices</dt>
        <dd>{mark ? [...chosen].join(', ') : 'Not answered'}</dd>
        <dt>The right three</dt>
        <dd>{right.join(', ')}</dd>
      </dl>
      <ol className="quiz-outcomes" aria-label="Responses and explanations">
        {item.responses.map((response) => {
          const isRight = item.answers.includes(response.key);
          const isChosen = chosen.has(response.key);
          const part = mark?.parts.find((p) => p.key === response.key);
          let tone: RowTone = isRight ? 'correct' : 'neutral';
          let verdict: string | null = isRight ? 'One of the right three' : null;
          if (mark) {
            if (isChosen && isRight) verdict = `Your choice — right, ${marksText(part?.mark ?? 0, part?.maxMark ?? 0)}`;
            else if (isChosen) {
              tone = 'incorrect';
              verdict = 'Your choice — not one of the right three, no marks';
            } else if (isRight) verdict = 'One of the right three — you did not choose it';
          }
          return (
            <OutcomeRow key={response.key} badge={response.key} badgeLabel={`Response ${response.key}`} tone={tone} verdict={verdict} explanation={response.explanation}>
              {response.text}
            </OutcomeRow>
          );
        })}
      </ol>
    </div>
  );
}
