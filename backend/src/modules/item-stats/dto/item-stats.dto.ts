import { ApiProperty } from '@nestjs/swagger';
import { STATISTICS_FLAGS, type ItemPartStatistics, type StatisticsFlag } from '@medprep/shared';

export class StatsRunStartedDto {
  @ApiProperty({ format: 'uuid' }) id: string;
}

export class StatsRunDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['running', 'done', 'failed'] }) status: 'running' | 'done' | 'failed';
  @ApiProperty({ description: 'Live items computed so far' }) done: number;
  @ApiProperty({ description: 'Live items when the run started' }) total: number;
  @ApiProperty() startedAt: Date;
  @ApiProperty({ type: Date, nullable: true }) finishedAt: Date | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why a failed run failed' }) error: string | null;
}

export class QuestionStatsDto {
  @ApiProperty({ format: 'uuid' }) questionId: string;
  @ApiProperty({ description: 'The version the statistics describe (first attempts at it)' }) version: number;
  @ApiProperty({ description: "Candidates' first attempts at that version" }) attempts: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Σ score / Σ max score (0–1); null without attempts' }) facility: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: "Point-biserial correlation (−1–1) of the item's score fraction with the candidate's score fraction on the exam's other items; null when undefined",
  })
  discrimination: number | null;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description:
      'Shares (0–1) of the responses read: per option (sba, choose: options[].chosen), per stem per option (emq: stems[].options[].chosen), ' +
      "marked 'true' per statement (mtf: statements[].markedTrue), mean place per response (ranking: options[].meanPlace), within tolerance (numeric: withinTolerance)",
  })
  parts: ItemPartStatistics | Record<string, never>;
  @ApiProperty({ enum: STATISTICS_FLAGS, isArray: true, description: 'Raised with at least 30 attempts' }) flags: StatisticsFlag[];
  @ApiProperty() computedAt: Date;
}
