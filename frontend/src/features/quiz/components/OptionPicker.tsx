import { useId, type ReactNode } from 'react';
import type { ItemKey } from '@medprep/shared';

export interface OptionPickerProps {
  questionId: string;
  /** The options in order (three to eight). */
  options: ReadonlyArray<{ key: ItemKey; text: string }>;
  labelledBy: string;
  selected: ItemKey | null;
  struck: readonly ItemKey[];
  /** Answered (or being sent): the choice can no longer change. */
  locked: boolean;
  onSelect: (letter: ItemKey) => void;
  onStrike: (letter: ItemKey) => void;
  onRestore: (letter: ItemKey) => void;
  /** The option's text as shown (with its highlights); the plain text by default. */
  renderText?: (letter: ItemKey, text: string) => ReactNode;
}

/**
 * A single best answer's options as native radio buttons (arrow keys, labels and screen readers
 * work as users expect), each with a strike-out toggle. A struck option stays focusable but cannot
 * be chosen until it is restored.
 */
export function OptionPicker({ questionId, options, labelledBy, selected, struck, locked, onSelect, onStrike, onRestore, renderText }: OptionPickerProps) {
  const baseId = useId();
  return (
    <div className="quiz-options" role="radiogroup" aria-labelledby={labelledBy}>
      {options.map(({ key: letter, text }) => {
        const id = `${baseId}-${letter}`;
        const isStruck = struck.includes(letter);
        const isSelected = selected === letter;
        const classes = ['quiz-option', isSelected ? 'is-selected' : null, isStruck ? 'is-struck' : null].filter(Boolean).join(' ');
        return (
          <div key={letter} className={classes}>
            <input
              id={id}
              className="quiz-option__input"
              type="radio"
              name={`question-${questionId}`}
              value={letter}
              checked={isSelected}
              disabled={locked}
              aria-disabled={isStruck || undefined}
              onChange={() => onSelect(letter)}
            />
            <label htmlFor={id} className="quiz-option__label">
              <span className="quiz-option__letter" aria-hidden="true">
                {letter}
              </span>
              <span className="quiz-option__text">
                <span className="visually-hidden">Option {letter}:</span> {renderText ? renderText(letter, text) : text}
                {isStruck && (
                  <>
                    {' '}
                    <span className="visually-hidden">(struck out)</span>
                  </>
                )}
              </span>
            </label>
            {!locked && (
              <button
                type="button"
                className="quiz-option__strike"
                aria-pressed={isStruck}
                aria-label={isStruck ? `Restore option ${letter}` : `Strike out option ${letter}`}
                title={isStruck ? 'Restore this option (S)' : 'Strike out this option (S)'}
                onClick={() => (isStruck ? onRestore(letter) : onStrike(letter))}
              >
                <span aria-hidden="true">{isStruck ? '↺' : 'S̶'}</span>
              </button>
            )}
          </div>
        );
      })}
    </div>
  );
}
