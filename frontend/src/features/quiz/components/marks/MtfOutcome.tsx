import type { ItemOfType, MarkOfType } from '@medprep/shared';
import { marksText } from './outcome-text';
import { OutcomeRow } from './OutcomeRow';

export interface MtfOutcomeProps {
  item: ItemOfType<'mtf'>;
  mark: MarkOfType<'mtf'> | null;
}

const word = (value: boolean) => (value ? 'True' : 'False');

/** Each statement: the candidate's true or false, the key, the mark and the explanation. */
export function MtfOutcome({ item, mark }: MtfOutcomeProps) {
  return (
    <ol className="quiz-outcomes" aria-label="Statements and explanations">
      {item.statements.map((statement, i) => {
        const part = mark?.parts[i];
        const given = part?.given;
        const verdict =
          given === undefined
            ? `The answer is ${word(statement.answer)}`
            : given === statement.answer
              ? `You: ${word(given)} — correct, ${marksText(part!.mark, part!.maxMark)}`
              : `You: ${word(given)} — the answer is ${word(statement.answer)}, ${marksText(part!.mark, part!.maxMark)}`;
        const tone = given === undefined ? 'neutral' : given === statement.answer ? 'correct' : 'incorrect';
        return (
          <OutcomeRow key={i} badge={String(i + 1)} badgeLabel={`Statement ${i + 1}`} tone={tone} verdict={verdict} explanation={statement.explanation}>
            {statement.text}
          </OutcomeRow>
        );
      })}
    </ol>
  );
}
