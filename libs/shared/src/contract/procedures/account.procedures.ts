import { orderIdInputSchema } from '../../api/commerce.schemas';
import { orderHistorySchema, receiptSchema, sessionHistoryInputSchema, sessionHistorySchema } from '../../api/account-records.schemas';
import { query } from '../procedure-definition';

/** The records an account keeps: its sessions and its orders. */
export const accountProcedures = {
  history: query({ input: sessionHistoryInputSchema, output: sessionHistorySchema }),
  orders: query({ output: orderHistorySchema }),
  receipt: query({ input: orderIdInputSchema, output: receiptSchema }),
};
