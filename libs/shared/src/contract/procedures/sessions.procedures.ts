import { availabilityInputSchema, availabilitySchema, sessionInitInputSchema, sessionSchema } from '../../api/sessions.schemas';
import { mutation, query } from '../procedure-definition';

export const sessionsProcedures = {
  available: query({ input: availabilityInputSchema, output: availabilitySchema }),
  start: mutation({ input: sessionInitInputSchema, output: sessionSchema }),
};
