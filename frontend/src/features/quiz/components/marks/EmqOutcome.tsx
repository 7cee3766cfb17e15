import type { ItemKey, ItemOfType, MarkOfType } from '@medprep/shared';
import { marksText } from './outcome-text';
import { OutcomeRow } from './OutcomeRow';

export interface EmqOutcomeProps {
  item: ItemOfType<'emq'>;
  mark: MarkOfType<'emq'> | null;
}

/** The shared option list, then each stem: the candidate's option, the right one, the mark and the explanation. */
export function EmqOutcome({ item, mark }: EmqOutcomeProps) {
  const texts = new Map(item.options.map((o) => [o.key, o.text]));
  const named = (key: ItemKey) => `${key} (${texts.get(key) ?? key})`;
  return (
    <div className="quiz-emq-outcome">
      <p className="quiz-emq-outcome__lead">{item.leadIn}</p>
      <ol className="quiz-emq-options" aria-label="Options">
        {item.options.map((option) => (
          <li key={option.key}>
            <span className="quiz-emq-options__key">{option.key}</span> {option.text}
            {option.explanation && <span className="quiz-emq-options__note"> — {option.explanation}</span>}
          </li>
        ))}
      </ol>
      <ol className="quiz-outcomes" aria-label="Stems and explanations">
        {item.stems.map((stem, i) => {
          const part = mark?.parts[i];
          const given = part?.given;
          const right = given === stem.answer;
          const verdict =
            given === undefined
              ? `The answer is ${named(stem.answer)}`
              : right
                ? `You: ${named(given)} — correct, ${marksText(part!.mark, part!.maxMark)}`
                : `You: ${named(given)} — the answer is ${named(stem.answer)}, ${marksText(part!.mark, part!.maxMark)}`;
          return (
            <OutcomeRow
              key={i}
              badge={String(i + 1)}
              badgeLabel={`Stem ${i + 1}`}
              tone={given === undefined ? 'neutral' : right ? 'correct' : 'incorrect'}
              verdict={verdict}
              explanation={stem.explanation}
            >
              {stem.stem}
            </OutcomeRow>
          );
        })}
      </ol>
    </div>
  );
}
