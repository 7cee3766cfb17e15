/**
 * The user-facing strings of the spec's error catalogue, exactly as written there, so that the
 * server, the client and the tests say the same thing.
 */
export const Messages = {
  products: {
    noVariants: 'no product variants returned',
    noExamId: 'no examID',
    noVariantsForCurrencyToast: 'No variants found for the selected currency',
    noProductVariantsForCurrency: 'No product variants found for the selected currency',
    initFailed: 'Problem initializing product',
  },
  exams: {
    notFound: 'Exam not found',
  },
  http: {
    notFound: 'Not found',
    internal: 'Something went wrong on our side. Please try again.',
  },
} as const;
