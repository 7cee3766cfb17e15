import { fromMinorUnits, type QuestionRecord, variantLabel } from '@medprep/shared';
import type { CouponEntity } from '../coupons/entities/coupon.entity';
import type { ExamEntity } from '../exams/entities/exam.entity';
import type { OrderEntity } from '../payments/entities/order.entity';
import type { ProductEntity } from '../products/entities/product.entity';
import type { VariantEntity } from '../products/entities/variant.entity';
import type { QuestionReportEntity } from '../questions/entities/question-report.entity';
import type { QuestionEntity } from '../questions/entities/question.entity';
import { recordOfQuestion } from '../questions/question-export';
import type { AdminCouponDto } from './dto/admin-coupon.dto';
import type { AdminExamDto } from './dto/admin-exam.dto';
import type { AdminOrderDto } from './dto/admin-order.dto';
import type { StatusEventRow, VersionRow } from './admin-questions.repository';
import type { AdminQuestionDto, AdminQuestionReportDto, AdminQuestionSummaryDto, QuestionVersionDto, UserRefDto } from './dto/admin-question.dto';
import type { AdminProductDto } from './dto/admin-product.dto';
import type { AdminVariantDto } from './dto/admin-variant.dto';

/** The exam with its category loaded. */
export function toAdminExam(exam: ExamEntity): AdminExamDto {
  return {
    id: exam.id,
    slug: exam.slug,
    title: exam.title,
    description: exam.description,
    category: { id: exam.category.id, slug: exam.category.slug, label: exam.category.label },
    sortOrder: exam.sortOrder,
    active: exam.active,
    createdAt: exam.createdAt,
    updatedAt: exam.updatedAt,
  };
}

/** The product with its exam loaded. */
export function toAdminProduct(product: ProductEntity): AdminProductDto {
  return {
    id: product.id,
    slug: product.slug,
    examId: product.examId,
    exam: { id: product.exam.id, slug: product.exam.slug, title: product.exam.title },
    title: product.title,
    description: product.description,
    stripeProductId: product.stripeProductId,
    active: product.active,
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
  };
}

export function toAdminVariant(variant: VariantEntity): AdminVariantDto {
  return {
    id: variant.id,
    productId: variant.productId,
    periodMonths: variant.periodMonths,
    label: variantLabel(variant.periodMonths),
    currency: variant.currency,
    price: fromMinorUnits(variant.priceMinor),
    stripePriceId: variant.stripePriceId,
    active: variant.active,
    createdAt: variant.createdAt,
    updatedAt: variant.updatedAt,
  };
}

/** `examSlugs` holds the slugs of the coupon's exams that still exist, in the order of `examIds`. */
export function toAdminCoupon(coupon: CouponEntity, examSlugById: ReadonlyMap<string, string>): AdminCouponDto {
  return {
    id: coupon.id,
    code: coupon.code,
    description: coupon.description,
    effect: coupon.effect,
    value: coupon.value,
    active: coupon.active,
    dateCreated: coupon.dateCreated,
    dateExpiry: coupon.dateExpiry,
    organisation: coupon.organisation,
    examIds: coupon.examIds,
    examSlugs: coupon.examIds ? coupon.examIds.flatMap((id) => examSlugById.get(id) ?? []) : null,
    maxRedemptions: coupon.maxRedemptions,
    redemptions: coupon.redemptions,
  };
}

interface OrderLookups {
  emailByUserId: ReadonlyMap<string, string>;
  slugByExamId: ReadonlyMap<string, string>;
  codeByCouponId: ReadonlyMap<string, string>;
}

export function toAdminOrder(order: OrderEntity, lookups: OrderLookups): AdminOrderDto {
  return {
    id: order.id,
    userId: order.userId,
    userEmail: lookups.emailByUserId.get(order.userId) ?? null,
    examId: order.examId,
    examSlug: lookups.slugByExamId.get(order.examId) ?? null,
    variantId: order.variantId,
    couponId: order.couponId,
    couponCode: order.couponId ? (lookups.codeByCouponId.get(order.couponId) ?? null) : null,
    checkoutType: order.checkoutType,
    periodMonths: order.periodMonths,
    currency: order.currency,
    listPrice: fromMinorUnits(order.listPriceMinor),
    discount: fromMinorUnits(order.discountMinor),
    amount: fromMinorUnits(order.amountMinor),
    status: order.status,
    provider: order.provider,
    providerPaymentId: order.providerPaymentId,
    failureReason: order.failureReason,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
  };
}

export function toAdminQuestionSummary(question: QuestionEntity, examSlug: string | null): AdminQuestionSummaryDto {
  return {
    id: question.id,
    key: question.key,
    examId: question.examId,
    examSlug,
    exam: examSlug,
    topic: question.topic,
    type: question.type,
    stem: question.stem,
    status: question.status,
    version: question.version,
    latestVersion: question.latestVersion,
    reviewedAt: question.reviewedAt,
    nextReviewDue: question.nextReviewDue,
    reviewFlag: question.reviewFlag,
    sample: question.sample,
    createdAt: question.createdAt,
    updatedAt: question.updatedAt,
  };
}

/** A version of the question as a record. */
export function recordOfVersion(question: QuestionEntity, version: VersionRow, examSlug: string | null): QuestionRecord {
  return recordOfQuestion({ ...version, key: question.key, sample: question.sample }, examSlug ?? question.examId);
}

export function toAdminQuestion(question: QuestionEntity, examSlug: string | null, latest: VersionRow): AdminQuestionDto {
  return {
    ...toAdminQuestionSummary(question, examSlug),
    record: recordOfQuestion(question, examSlug ?? question.examId),
    latest: { version: latest.version, status: latest.status, record: recordOfVersion(question, latest, examSlug) },
  };
}

const userRef = (id: string | null, email: string | null): UserRefDto | null => (id && email ? { id, email } : null);

export function toQuestionVersion(question: QuestionEntity, version: VersionRow, events: StatusEventRow[], examSlug: string | null): QuestionVersionDto {
  return {
    version: version.version,
    status: version.status,
    record: recordOfVersion(question, version, examSlug),
    contentHash: version.contentHash,
    changeNote: version.changeNote,
    isCorrection: version.isCorrection,
    createdBy: userRef(version.createdById, version.createdByEmail),
    createdAt: version.createdAt,
    reviewedAt: version.reviewedAt,
    reviewedBy: userRef(version.reviewedById, version.reviewedByEmail),
    publishedAt: version.publishedAt,
    events: events
      .filter((e) => e.version === version.version)
      .map((e) => ({ from: e.from, to: e.to, actor: userRef(e.actorId, e.actorEmail), at: e.at, note: e.note })),
  };
}

interface ReportLookups {
  questionById: ReadonlyMap<string, { key: string; examSlug: string | null }>;
  emailByUserId: ReadonlyMap<string, string>;
}

export function toAdminQuestionReport(report: QuestionReportEntity, lookups: ReportLookups): AdminQuestionReportDto {
  const question = lookups.questionById.get(report.questionId);
  return {
    id: report.id,
    questionId: report.questionId,
    questionKey: question?.key ?? null,
    examSlug: question?.examSlug ?? null,
    userId: report.userId,
    userEmail: lookups.emailByUserId.get(report.userId) ?? null,
    message: report.message,
    questionVersion: report.questionVersion,
    status: report.status,
    reply: report.reply,
    repliedAt: report.repliedAt,
    fixedInVersion: report.fixedInVersion,
    createdAt: report.createdAt,
    updatedAt: report.updatedAt,
  };
}
