import type { ItemReference } from '@medprep/shared';
import { referenceText } from './outcome-text';

export interface ItemReferencesProps {
  references: readonly ItemReference[];
  /** The level of the "References" heading. */
  level?: 3 | 4 | 5;
}

/** The item's dated sources, each a link where it has an address. */
export function ItemReferences({ references, level = 4 }: ItemReferencesProps) {
  if (references.length === 0) return null;
  const Heading = `h${level}` as const;
  return (
    <div>
      <Heading className="quiz-feedback__subtitle">References</Heading>
      <ul className="quiz-references">
        {references.map((reference) => {
          const text = referenceText(reference);
          return (
            <li key={`${text} ${reference.url ?? ''}`}>
              {reference.url ? (
                <a href={reference.url} target="_blank" rel="noreferrer noopener">
                  {text}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              ) : (
                text
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
