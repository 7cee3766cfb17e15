import { meOrVisitorSchema } from '../../api/me.schemas';
import { query } from '../procedure-definition';

export const authProcedures = {
  /** The signed-in user, `{ uid: null }` for a visitor. */
  me: query({ output: meOrVisitorSchema }),
};
