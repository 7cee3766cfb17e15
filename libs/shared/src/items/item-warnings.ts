import { ITEM_KEYS } from './item-types';
import type { Item, ItemIssue } from './item.schemas';

const inKeyOrder = (keys: readonly string[], from: number) => keys.every((key, i) => key === ITEM_KEYS[from + i]);
const normalised = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** A warning for each entry whose text reads the same as an earlier one's. */
function repeatedTexts(path: string, entries: ReadonlyArray<{ text: string }>): ItemIssue[] {
  const first = new Map<string, number>();
  return entries.flatMap(({ text }, i) => {
    const earlier = first.get(normalised(text));
    if (earlier === undefined) {
      first.set(normalised(text), i);
      return [];
    }
    return [{ path: `${path}[${i}].text`, message: `reads the same as ${path}[${earlier}].text` }];
  });
}

/**
 * What a reviewer should look at in a valid item: a key that the order of the list gives away
 * (the player lists options and responses in key order), and entries that read the same.
 */
export function itemWarnings(item: Item): ItemIssue[] {
  switch (item.type) {
    case 'sba':
    case 'emq':
      return repeatedTexts('options', item.options);
    case 'mtf':
      return repeatedTexts('statements', item.statements);
    case 'ranking': {
      const listedInOrder = inKeyOrder(item.idealOrder, 0) || inKeyOrder([...item.idealOrder].reverse(), 0);
      return [
        ...(listedInOrder ? [{ path: 'idealOrder', message: 'follows the order the responses are listed in: list them in another order' }] : []),
        ...repeatedTexts('responses', item.responses),
      ];
    }
    case 'choose': {
      const sorted = [...item.answers].sort();
      const atAnEnd = inKeyOrder(sorted, 0) || inKeyOrder(sorted, item.responses.length - sorted.length);
      return [
        ...(atAnEnd ? [{ path: 'answers', message: 'are the first or the last three responses: list them among the others' }] : []),
        ...repeatedTexts('responses', item.responses),
      ];
    }
    case 'numeric':
      return [];
  }
}
