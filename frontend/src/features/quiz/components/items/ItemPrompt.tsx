import type { ReactNode } from 'react';
import type { PlayerItem } from '../../quiz-types';
import { ItemMedia } from './ItemMedia';

export interface ItemPromptProps {
  item: PlayerItem;
  /** The id of the element that states the question (the inputs are labelled by it). */
  stemId: string;
  /** The stem as shown (with its highlights). */
  renderStem: (text: string) => ReactNode;
}

/**
 * What the question asks, before its inputs: the stem and its images; for extended matching the
 * theme, the shared option list (shown once) and the lead-in, the stems going with their selects.
 */
export function ItemPrompt({ item, stemId, renderStem }: ItemPromptProps) {
  if (item.type === 'emq') {
    return (
      <>
        <p className="quiz-emq__theme">
          <span className="quiz-emq__theme-label">Theme:</span> {item.theme}
        </p>
        <ol className="quiz-emq__options" aria-label="Options">
          {item.options.map((option) => (
            <li key={option.key}>
              <span className="quiz-emq__key">{option.key}.</span> {option.text}
            </li>
          ))}
        </ol>
        <div id={stemId} className="quiz-stem">
          {renderStem(item.leadIn)}
        </div>
        <ItemMedia media={item.media} />
      </>
    );
  }
  return (
    <>
      <div id={stemId} className="quiz-stem">
        {renderStem(item.stem)}
      </div>
      <ItemMedia media={item.media} />
    </>
  );
}
