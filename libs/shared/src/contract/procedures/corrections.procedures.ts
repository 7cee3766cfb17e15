import { correctionListSchema, myReportListSchema } from '../../api/corrections.schemas';
import { query } from '../procedure-definition';

export const correctionsProcedures = {
  /** Items the caller answered at a version older than a published correction, newest correction first. */
  list: query({ output: correctionListSchema }),
  /** The caller's reports of errors, with the editors' replies, latest change first. */
  myReports: query({ output: myReportListSchema }),
};
