import { SubscriptionEntity } from '../modules/access/entities/subscription.entity';
import { AuthSessionEntity } from '../modules/auth/entities/auth-session.entity';
import { PasswordResetEntity } from '../modules/auth/entities/password-reset.entity';
import { CouponRedemptionEntity } from '../modules/coupons/entities/coupon-redemption.entity';
import { CouponEntity } from '../modules/coupons/entities/coupon.entity';
import { ExamCategoryEntity } from '../modules/exams/entities/exam-category.entity';
import { ExamEntity } from '../modules/exams/entities/exam.entity';
import { OrderEntity } from '../modules/payments/entities/order.entity';
import { PaymentEventEntity } from '../modules/payments/entities/payment-event.entity';
import { QuestionFlagEntity } from '../modules/questions/entities/question-flag.entity';
import { QuestionReportEntity } from '../modules/questions/entities/question-report.entity';
import { QuestionEntity } from '../modules/questions/entities/question.entity';
import { AttemptEntity } from '../modules/sessions/entities/attempt.entity';
import { QuizSessionEntity } from '../modules/sessions/entities/quiz-session.entity';
import { UserQuestionStateEntity } from '../modules/sessions/entities/user-question-state.entity';
import { SheetEntity } from '../modules/sheets/sheet.entity';
import { ProductEntity } from '../modules/products/entities/product.entity';
import { VariantEntity } from '../modules/products/entities/variant.entity';
import { TrialEntity } from '../modules/trials/entities/trial.entity';
import { UserProfileEntity } from '../modules/users/entities/user-profile.entity';
import { UserEntity } from '../modules/users/entities/user.entity';
import { QuestionVersionEntity } from '../modules/questions/entities/question-version.entity';

/** Every TypeORM entity; the one list both the app and the migration runner use. */
export const ENTITIES = [
  ExamCategoryEntity,
  ExamEntity,
  ProductEntity,
  VariantEntity,
  UserEntity,
  UserProfileEntity,
  AuthSessionEntity,
  PasswordResetEntity,
  TrialEntity,
  SubscriptionEntity,
  CouponEntity,
  CouponRedemptionEntity,
  OrderEntity,
  PaymentEventEntity,
  QuestionEntity,
  QuestionFlagEntity,
  QuestionReportEntity,
  QuestionVersionEntity,
  QuizSessionEntity,
  AttemptEntity,
  UserQuestionStateEntity,
  SheetEntity,
];
