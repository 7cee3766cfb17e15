/** One blueprint topic's coverage for a user: what the bank holds and how the user has done on it. */
export interface TopicCoverage {
  topic: string;
  /** The topic's share of the paper, 0–1. */
  weight: number;
  /** Live items of the topic in the bank. */
  items: number;
  /** Of those, items the user has answered at least once. */
  seen: number;
  /** Marks scored over marks available on the user's latest answer to each seen item, 0–100; null when none seen. */
  percentCorrect: number | null;
  /** Mean FSRS retrievability of the seen items, 0–1; null where not known. */
  retention: number | null;
}

export interface RankedTopic extends TopicCoverage {
  priority: number;
}

export interface NextBlock {
  /** The blueprint topics the block draws from, best first. */
  topics: string[];
  count: number;
  reason: string;
}

/** Questions in the recommended block. */
export const NEXT_BLOCK_SIZE = 20;
/** The block draws on at most this many topics, so it stays focused. */
export const NEXT_BLOCK_MAX_TOPICS = 3;
/** Pseudo-answers at 50 % that temper the % correct of a topic with few answers. */
const PRIOR_ANSWERS = 2;

/**
 * How weak the user is on a topic, 0–1: one minus their mastery, where mastery is the % correct
 * shrunk towards 50 % by two pseudo-answers (so one lucky answer does not clear a topic), averaged
 * with FSRS retention when that is known. An unseen topic is 0.5 weak.
 */
export function topicWeakness(t: Pick<TopicCoverage, 'seen' | 'percentCorrect' | 'retention'>): number {
  const fraction = t.percentCorrect === null ? 0.5 : t.percentCorrect / 100;
  const mastery = (fraction * t.seen + 0.5 * PRIOR_ANSWERS) / (t.seen + PRIOR_ANSWERS);
  return 1 - (t.retention === null ? mastery : (mastery + t.retention) / 2);
}

/**
 * The share of a topic still unseen, Laplace-smoothed ((unseen + 1) / (items + 1)) so that a topic
 * the user has seen in full still ranks by weight and weakness, just lower.
 */
export function unseenShare(t: Pick<TopicCoverage, 'items' | 'seen'>): number {
  return (t.items - t.seen + 1) / (t.items + 1);
}

/**
 * Topics ranked by weight × weakness × share unseen, highest first; topics with no items in the
 * bank are left out (nothing to practise). Ties go to the heavier topic, then by name.
 */
export function rankTopics(topics: readonly TopicCoverage[]): RankedTopic[] {
  return topics
    .filter((t) => t.items > 0)
    .map((t) => ({ ...t, priority: t.weight * topicWeakness(t) * unseenShare(t) }))
    .sort((a, b) => b.priority - a.priority || b.weight - a.weight || a.topic.localeCompare(b.topic));
}

const pct = (x: number) => `${Math.round(x * 100)}%`;

function reasonFor(t: RankedTopic): string {
  const record = t.percentCorrect === null ? 'not practised yet' : `${Math.round(t.percentCorrect)}% correct`;
  return `${t.topic}: ${pct(t.weight)} of the paper, ${record}, ${t.items - t.seen} of ${t.items} unseen`;
}

/**
 * The recommended next block: the best-ranked topics, taken in order until they hold `size` items
 * (at most NEXT_BLOCK_MAX_TOPICS), and a block of `size` questions from them (fewer if they hold
 * fewer). Null when the bank is empty.
 */
export function recommendNextBlock(topics: readonly TopicCoverage[], size = NEXT_BLOCK_SIZE): NextBlock | null {
  const ranked = rankTopics(topics);
  if (ranked.length === 0) return null;
  const chosen: RankedTopic[] = [];
  let held = 0;
  for (const t of ranked) {
    if (held >= size || chosen.length >= NEXT_BLOCK_MAX_TOPICS) break;
    chosen.push(t);
    held += t.items;
  }
  return { topics: chosen.map((t) => t.topic), count: Math.min(size, held), reason: chosen.map(reasonFor).join('; ') };
}
