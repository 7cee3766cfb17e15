import type { RoleValue } from '@medprep/shared';

/** The verified caller of a request: who, through which session, in which role. */
export interface Principal {
  userId: string;
  sessionId: string;
  role: RoleValue;
}
