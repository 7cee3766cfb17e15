import { performanceOverviewSchema } from '../../api/sessions.schemas';
import { query } from '../procedure-definition';

export const performanceProcedures = {
  /** The dashboard's figures for every exam the caller may practise. */
  overview: query({ output: performanceOverviewSchema }),
};
