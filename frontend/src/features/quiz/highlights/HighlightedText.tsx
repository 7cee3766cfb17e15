import type { MouseEvent } from 'react';
import { segments, type HighlightField, type Span } from './highlight-spans';
import { HIGHLIGHT_FIELD_ATTRIBUTE } from './selection-spans';

export interface HighlightedTextProps {
  field: HighlightField;
  text: string;
  spans: readonly Span[] | undefined;
  onRemove: (field: HighlightField, span: Span) => void;
}

/**
 * One highlightable text with its highlights as <mark>; clicking a highlight removes it ('Clear
 * highlights' in the toolbar is the keyboard's way). Inside an option's label the click must not
 * choose the option as well.
 */
export function HighlightedText({ field, text, spans, onRemove }: HighlightedTextProps) {
  const attributes = { [HIGHLIGHT_FIELD_ATTRIBUTE]: field };
  return (
    <span {...attributes}>
      {segments(text, spans ?? []).map((piece) => {
        if (!piece.span) return piece.text;
        const span = piece.span;
        const onClick = (event: MouseEvent) => {
          event.preventDefault();
          event.stopPropagation();
          onRemove(field, span);
        };
        return (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a pointer shortcut; the keyboard clears highlights from the toolbar
          <mark key={`${span[0]}-${span[1]}`} className="quiz-mark" title="Highlighted: click to remove" onClick={onClick}>
            {piece.text}
          </mark>
        );
      })}
    </span>
  );
}
