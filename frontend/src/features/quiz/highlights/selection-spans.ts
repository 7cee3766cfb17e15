import type { HighlightField, Span } from './highlight-spans';

/** The attribute that marks an element holding one highlightable text (the stem, an option). */
export const HIGHLIGHT_FIELD_ATTRIBUTE = 'data-highlight-field';

/** Characters of `container`'s text before the point (node, offset). */
function offsetWithin(container: Element, node: Node, offset: number): number {
  const before = document.createRange();
  before.selectNodeContents(container);
  before.setEnd(node, offset);
  return before.toString().length;
}

/**
 * The part of each highlightable text under `root` that the ranges cover, as offsets into that
 * text: a selection across the stem and two options gives three spans.
 */
export function spansInRanges(root: Element, ranges: readonly Range[]): { field: HighlightField; span: Span }[] {
  const found: { field: HighlightField; span: Span }[] = [];
  const containers = root.querySelectorAll<HTMLElement>(`[${HIGHLIGHT_FIELD_ATTRIBUTE}]`);
  for (const range of ranges) {
    if (range.collapsed) continue;
    for (const container of containers) {
      if (!range.intersectsNode(container)) continue;
      const length = container.textContent?.length ?? 0;
      const start = container.contains(range.startContainer) ? offsetWithin(container, range.startContainer, range.startOffset) : 0;
      const end = container.contains(range.endContainer) ? offsetWithin(container, range.endContainer, range.endOffset) : length;
      if (end > start) found.push({ field: container.getAttribute(HIGHLIGHT_FIELD_ATTRIBUTE) as HighlightField, span: [start, end] });
    }
  }
  return found;
}

/** The selection's ranges, if any part of them lies under `root`. */
export function selectedRanges(root: Element): Range[] {
  const selection = window.getSelection();
  if (!selection || selection.isCollapsed) return [];
  const ranges: Range[] = [];
  for (let i = 0; i < selection.rangeCount; i++) {
    const range = selection.getRangeAt(i);
    if (range.intersectsNode(root)) ranges.push(range.cloneRange());
  }
  return ranges;
}
