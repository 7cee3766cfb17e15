import type { PlayerItem } from '../../quiz-types';
import type { DraftOfType } from '../../response-draft';

export type PlayerItemOf<T extends PlayerItem['type']> = Extract<PlayerItem, { type: T }>;

/** What every type's input gets: the item, the response so far, and whether it can still change. */
export interface ItemInputProps<T extends PlayerItem['type']> {
  questionId: string;
  item: PlayerItemOf<T>;
  draft: DraftOfType<T>;
  /** Answered (or being sent): the response can no longer change. */
  locked: boolean;
  /** The id of the element that states the question. */
  labelledBy: string;
}

/** "1 statement", "2 statements". */
export const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
