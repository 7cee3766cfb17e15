import { ExamCategoryEntity } from '../modules/exams/entities/exam-category.entity';
import { ExamEntity } from '../modules/exams/entities/exam.entity';
import { ProductEntity } from '../modules/products/entities/product.entity';
import { VariantEntity } from '../modules/products/entities/variant.entity';

/** Every TypeORM entity; the one list both the app and the migration runner use. */
export const ENTITIES = [ExamCategoryEntity, ExamEntity, ProductEntity, VariantEntity];
