import { AuthSessionEntity } from '../modules/auth/entities/auth-session.entity';
import { PasswordResetEntity } from '../modules/auth/entities/password-reset.entity';
import { ExamCategoryEntity } from '../modules/exams/entities/exam-category.entity';
import { ExamEntity } from '../modules/exams/entities/exam.entity';
import { ProductEntity } from '../modules/products/entities/product.entity';
import { VariantEntity } from '../modules/products/entities/variant.entity';
import { UserProfileEntity } from '../modules/users/entities/user-profile.entity';
import { UserEntity } from '../modules/users/entities/user.entity';

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
];
