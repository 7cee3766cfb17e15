import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectPalette, type PaletteEntry } from '../quiz-selectors';
import { movedTo } from '../quizSlice';

function describe(entry: PaletteEntry): string {
  const parts = [`Question ${entry.index + 1}`];
  parts.push(entry.answered ? (entry.correct === true ? 'answered correctly' : entry.correct === false ? 'answered incorrectly' : 'answered') : 'not answered');
  if (entry.flagged) parts.push('flagged');
  return parts.join(', ');
}

export interface QuestionPaletteProps {
  id: string;
  /** On a narrow screen the palette is a drawer, shown only while open; on a wide one it is always shown. */
  open: boolean;
  onChosen: () => void;
}

/** Every question at a glance (answered, flagged, current); choosing one goes to it. */
export function QuestionPalette({ id, open, onChosen }: QuestionPaletteProps) {
  const dispatch = useAppDispatch();
  const entries = useAppSelector(selectPalette);
  return (
    <nav id={id} className={open ? 'quiz-palette is-open' : 'quiz-palette'} aria-label="Questions">
      <ol className="quiz-palette__list">
        {entries.map((entry) => {
          const classes = [
            'quiz-palette__item',
            entry.answered ? 'is-answered' : null,
            entry.correct === true ? 'is-correct' : null,
            entry.correct === false ? 'is-incorrect' : null,
            entry.flagged ? 'is-flagged' : null,
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <li key={entry.id}>
              <button
                type="button"
                className={classes}
                aria-label={describe(entry)}
                aria-current={entry.current ? 'step' : undefined}
                onClick={() => {
                  dispatch(movedTo(entry.index));
                  onChosen();
                }}
              >
                <span aria-hidden="true">{entry.index + 1}</span>
                {entry.flagged && (
                  <span className="quiz-palette__flag" aria-hidden="true">
                    ⚑
                  </span>
                )}
                {entry.correct !== null && (
                  <span className="quiz-palette__mark" aria-hidden="true">
                    {entry.correct ? '✓' : '✗'}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ol>
      <p className="quiz-palette__legend">
        <span className="quiz-legend quiz-legend--answered" aria-hidden="true" /> answered · <span aria-hidden="true">⚑</span> flagged ·{' '}
        <span className="quiz-legend quiz-legend--current" aria-hidden="true" /> current
      </p>
    </nav>
  );
}
