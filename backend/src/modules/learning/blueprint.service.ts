import { Injectable } from '@nestjs/common';
import { blueprintTopicOf, recommendNextBlock, resolveBlueprint, type Blueprint, type BlueprintTopicRow, type TopicCoverage } from '@medprep/shared';
import { BlueprintRepository, type BankTopicCoverage } from './blueprint.repository';
import { LearningExamService } from './learning-exam.service';

interface Tally {
  items: number;
  seen: number;
  score: number;
  maxScore: number;
  retentionSum: number;
  retentionSeen: number;
  bankTopics: string[];
}

/**
 * An exam's blueprint with the caller's coverage: the bank's topics folded into the blueprint's
 * (a bank topic the map does not know keeps its own row at weight 0, so nothing is hidden), and
 * the recommended next block with the bank topics its session starts with.
 */
@Injectable()
export class BlueprintService {
  constructor(
    private readonly exams: LearningExamService,
    private readonly coverage: BlueprintRepository,
  ) {}

  async blueprint(userId: string, examRef: string): Promise<Blueprint> {
    const exam = await this.exams.practisable(userId, examRef);
    const bank = await this.coverage.coverage(userId, exam.id);
    const blueprint = resolveBlueprint(exam.slug, bank.map((b) => b.topic));

    const tallies = new Map<string, Tally>(blueprint.topics.map((t) => [t.topic, emptyTally()]));
    const weights = new Map(blueprint.topics.map((t) => [t.topic, t.weight]));
    for (const row of bank) {
      const topic = blueprintTopicOf(exam.slug, row.topic, blueprint) ?? row.topic;
      if (!tallies.has(topic)) tallies.set(topic, emptyTally());
      add(tallies.get(topic)!, row);
    }

    const coverage: TopicCoverage[] = [...tallies].map(([topic, t]) => ({
      topic,
      weight: weights.get(topic) ?? 0,
      items: t.items,
      seen: t.seen,
      percentCorrect: t.maxScore > 0 ? (100 * t.score) / t.maxScore : null,
      retention: t.retentionSeen > 0 ? t.retentionSum / t.retentionSeen : null,
    }));
    const next = recommendNextBlock(coverage);
    return {
      exam: exam.slug,
      weightsPublished: blueprint.weightsPublished,
      source: blueprint.source,
      topics: coverage.map((c): BlueprintTopicRow => ({ ...c, unseen: c.items - c.seen })),
      nextBlock: next && { ...next, sessionTopics: next.topics.flatMap((topic) => tallies.get(topic)!.bankTopics).sort() },
    };
  }
}

const emptyTally = (): Tally => ({ items: 0, seen: 0, score: 0, maxScore: 0, retentionSum: 0, retentionSeen: 0, bankTopics: [] });

function add(t: Tally, row: BankTopicCoverage): void {
  t.items += row.items;
  t.seen += row.seen;
  t.score += row.score;
  t.maxScore += row.maxScore;
  if (row.retention !== null) {
    t.retentionSum += row.retention * row.seen;
    t.retentionSeen += row.seen;
  }
  if (row.items > 0) t.bankTopics.push(row.topic);
}
