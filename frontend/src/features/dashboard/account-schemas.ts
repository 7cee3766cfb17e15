// The account forms' input schemas (zod), loaded by their mutations when first sent: the
// dashboard's own reads share api.ts with them and must not bring zod to its first load.
export { accountUpdateSchema, changePasswordInputSchema, deleteAccountInputSchema, examDatesSchema, profileUpdateSchema } from '@medprep/shared';
