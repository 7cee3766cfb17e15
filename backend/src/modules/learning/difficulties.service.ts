import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { fitDifficulties, Messages } from '@medprep/shared';
import { DomainError } from '../../common/errors/domain-error';
import { DifficultiesRepository, type RefitRun } from './difficulties.repository';

/**
 * Refits item difficulties, exam by exam, in the background: the caller gets the run at once and
 * reads its progress (exams done of total). One refit at a time across instances (an advisory lock).
 */
@Injectable()
export class DifficultiesService implements OnApplicationShutdown {
  private readonly logger = new Logger('ItemDifficulties');
  private running: Promise<void> | null = null;

  constructor(private readonly difficulties: DifficultiesRepository) {}

  /** Starts a refit of every exam with answers, or of one; refused with REFIT_RUNNING while another one runs. */
  async refit(requestedBy: string | null, examSlug?: string): Promise<RefitRun> {
    const only = examSlug === undefined ? null : await this.difficulties.examIdOf(examSlug);
    if (only === undefined) throw new DomainError('not_found', 'EXAM_NOT_FOUND', Messages.practice.examNotFound);
    const lock = await this.difficulties.tryLock();
    if (!lock) throw new DomainError('conflict', 'REFIT_RUNNING', 'Item difficulties are being refitted already; follow that run.');
    try {
      const exams = only === null ? await this.difficulties.examsWithAnswers() : [only];
      const run = await this.difficulties.startRun(requestedBy, exams.length);
      this.running = this.fitAll(run.id, exams).finally(async () => {
        await lock.release();
        this.running = null;
      });
      return run;
    } catch (error) {
      await lock.release();
      throw error;
    }
  }

  latest(): Promise<RefitRun | null> {
    return this.difficulties.latestRun();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.running;
  }

  private async fitAll(runId: string, exams: string[]): Promise<void> {
    try {
      for (const [i, examId] of exams.entries()) {
        const fitted = fitDifficulties(await this.difficulties.firstAnswers(examId));
        await this.difficulties.replace(examId, fitted);
        await this.difficulties.progress(runId, i + 1);
      }
      await this.difficulties.finishRun(runId, null);
    } catch (error) {
      this.logger.error(`Refit failed: ${(error as Error).message}`);
      await this.difficulties.finishRun(runId, (error as Error).message).catch(() => undefined);
    }
  }
}
