import { describeReportDecisionProblem, Messages, type ReportDecisionProblem } from '@medprep/shared';
import { DomainError } from '../../common/errors/domain-error';
import { describeIssues, issueField, type ValidationIssue } from '../../common/validation/zod-issues';
import { describeImportIssue, type ImportIssue } from '../questions/question-import';

const notFound = (code: string, what: string, id: string) => new DomainError('not_found', code, `No ${what} has the id ${id}.`, { id });

export const AdminErrors = {
  examNotFound: (id: string) => notFound('EXAM_NOT_FOUND', 'exam', id),
  productNotFound: (id: string) => notFound('PRODUCT_NOT_FOUND', 'product', id),
  variantNotFound: (id: string) => notFound('VARIANT_NOT_FOUND', 'variant', id),
  couponNotFound: (id: string) => notFound('COUPON_NOT_FOUND', 'coupon', id),
  questionNotFound: (id: string) => notFound('QUESTION_NOT_FOUND', 'question', id),
  questionReportNotFound: (id: string) => notFound('QUESTION_REPORT_NOT_FOUND', 'question report', id),
  questionVersionNotFound: (id: string, version: string | number) =>
    new DomainError('not_found', 'QUESTION_VERSION_NOT_FOUND', `Question ${id} has no version ${version}.`, { id, version }),
  invalidGuidelineCode: (code: string) =>
    new DomainError('invalid', 'INVALID_GUIDELINE_CODE', 'A guideline code is 1–50 letters, digits, spaces, dots, slashes, dashes or underscores, e.g. NG219.', { field: 'code', code }),
  illegalTransition: (version: number, from: string, to: string) =>
    new DomainError('conflict', 'ILLEGAL_TRANSITION', `Version ${version} is ${from} and cannot move to ${to}.`, { version, from, to }),

  /** A triage decision the report's status or the item's versions do not allow: an illegal move is a conflict, a missing part a bad input. */
  reportDecisionRefused: (problem: ReportDecisionProblem) => {
    const { code, ...details } = problem;
    return new DomainError(code === 'ILLEGAL_REPORT_TRANSITION' ? 'conflict' : 'invalid', code, describeReportDecisionProblem(problem), {
      ...details,
      ...(code === 'REPORT_REPLY_REQUIRED' ? { field: 'reply' } : code === 'ILLEGAL_REPORT_TRANSITION' ? {} : { field: 'fixedInVersion' }),
    });
  },

  unknownCategory: (categorySlug: string) =>
    new DomainError('invalid', 'UNKNOWN_CATEGORY', `No exam category has the slug "${categorySlug}".`, { categorySlug }),
  unknownExam: (examId: string) => new DomainError('invalid', 'UNKNOWN_EXAM', `No exam has the id ${examId}.`, { examId }),
  /** An exam named by slug or id (questions accept either). */
  unknownExamRef: (exam: string) => new DomainError('invalid', 'UNKNOWN_EXAM', `No exam has the slug or id "${exam}".`, { field: 'exam', exam }),
  unknownProduct: (productId: string) =>
    new DomainError('invalid', 'UNKNOWN_PRODUCT', `No product has the id ${productId}.`, { productId }),
  unknownExamSlugs: (examSlugs: string[]) =>
    new DomainError('invalid', 'UNKNOWN_EXAM_SLUGS', `No exam has the slug ${examSlugs.map((s) => `"${s}"`).join(', ')}.`, { examSlugs }),

  examSlugTaken: (slug: string) => new DomainError('conflict', 'EXAM_SLUG_TAKEN', `An exam with the slug "${slug}" already exists.`, { slug }),
  productSlugTaken: (slug: string) =>
    new DomainError('conflict', 'PRODUCT_SLUG_TAKEN', `A product with the slug "${slug}" already exists.`, { slug }),
  examHasProduct: (examId: string) =>
    new DomainError('conflict', 'EXAM_HAS_PRODUCT', 'This exam already has a product; edit that one instead.', { examId }),
  variantExists: (periodMonths: number, currency: string) =>
    new DomainError(
      'conflict',
      'VARIANT_EXISTS',
      `This product already has a ${periodMonths}-month variant in ${currency.toUpperCase()}; edit that one instead.`,
      { periodMonths, currency },
    ),
  questionKeyTaken: (key: string) =>
    new DomainError('conflict', 'QUESTION_KEY_TAKEN', `A question with the key "${key}" already exists; PATCH it instead.`, { field: 'key', key }),
  questionAnswered: (id: string) =>
    new DomainError(
      'conflict',
      'QUESTION_ANSWERED',
      'This question has been answered in its exam, so it cannot move to another; add a new question instead.',
      { field: 'exam', id },
    ),
  /** A record refused by the schema, in the shape of any refused body: each issue with its field. */
  invalidRecord: (issues: readonly ValidationIssue[]) =>
    new DomainError('invalid', 'VALIDATION_FAILED', describeIssues(issues), {
      fields: issues.map((i) => ({ field: issueField(i), message: i.message })),
    }),
  importInvalid: (issues: ImportIssue[]) =>
    new DomainError(
      'invalid',
      'IMPORT_INVALID',
      `Nothing was imported: ${issues.length} ${issues.length === 1 ? 'problem' : 'problems'} in the file (${issues.slice(0, 3).map(describeImportIssue).join('; ')}${issues.length > 3 ? '; …' : ''}).`,
      { issues },
    ),
  importUnreadable: (reason: string) => new DomainError('invalid', 'IMPORT_UNREADABLE', `Nothing was imported: the file cannot be read (${reason}).`),
  importMediaType: () =>
    new DomainError('invalid', 'IMPORT_MEDIA_TYPE', 'Send the questions as application/json (an array or { exam, questions }) or as text/csv.'),
  exportCsvSbaOnly: (exam: string, others: Record<string, number>) =>
    new DomainError(
      'invalid',
      'EXPORT_CSV_SBA_ONLY',
      `CSV holds single-best-answer items only, and ${exam} also has ${Object.entries(others)
        .map(([type, n]) => `${n} ${type}`)
        .join(', ')}: export it as JSON, or only its sba items with type=sba.`,
      { exam, others },
    ),
  exportCsvUnwritable: (key: string, text: string) =>
    new DomainError(
      'invalid',
      'EXPORT_CSV_UNWRITABLE',
      `Question ${key} has a reference or image text with "|" or ";;", which a CSV cell of entries cannot hold: export it as JSON.`,
      { key, text },
    ),

  couponCodeTaken: (code: string) => new DomainError('conflict', 'COUPON_CODE_TAKEN', `A coupon with the code "${code}" already exists.`, { code }),

  couponCodeMissing: () => new DomainError('invalid', 'COUPON_CODE_MISSING', Messages.coupons.noCode),
  couponCodeTooLong: (max: number) => new DomainError('invalid', 'COUPON_CODE_TOO_LONG', `A coupon code has at most ${max} characters.`, { max }),
  percentOutOfRange: (value: number) =>
    new DomainError('invalid', 'COUPON_PERCENT_OUT_OF_RANGE', 'A percent coupon takes a value from 0 to 100.', { value }),

  duplicate: (constraint: string | undefined) =>
    new DomainError('conflict', 'DUPLICATE', 'A record with these values already exists.', constraint ? { constraint } : undefined),
  /** A database rule the request broke that no check above caught (a race, or a rule added later). */
  ruleBroken: (constraint: string | undefined) =>
    new DomainError('invalid', 'CONSTRAINT_VIOLATED', 'The change breaks a rule of the catalogue and was not saved.', constraint ? { constraint } : undefined),
  referenceMissing: (constraint: string | undefined) =>
    new DomainError('invalid', 'REFERENCE_MISSING', 'The change refers to a record that no longer exists and was not saved.', constraint ? { constraint } : undefined),
};
