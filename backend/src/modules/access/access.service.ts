import { Injectable } from '@nestjs/common';
import type { AccessSummary } from '@medprep/shared';

/**
 * What a user may practise: their subscriptions and trial. Until buying access lands (issue 5) no
 * account holds either, so every user reads as 'none'.
 */
@Injectable()
export class AccessService {
  async summaryFor(_userId: string): Promise<AccessSummary> {
    return { access: 'none', subscriptions: [], trial: null };
  }
}
