import { Injectable } from '@nestjs/common';
import { sortVariantsByPeriod, type ExamVariants, type Product, type Variant } from '@medprep/shared';
import { catalogueCache } from '../../common/cache/catalogue-cache';
import { isUuid } from '../../common/validation/is-uuid';
import { ChangeFeed } from '../../database/change-feed/change-feed';
import { ProductsRepository } from './products.repository';
import { ProductErrors } from './products.errors';
import { toVariant } from './variant.mapper';
import type { ProductEntity } from './entities/product.entity';

@Injectable()
export class ProductsService {
  private readonly catalogue;

  constructor(
    private readonly repository: ProductsRepository,
    feed: ChangeFeed,
  ) {
    this.catalogue = catalogueCache<ExamVariants[]>(feed.catalogue);
  }

  async productForExamId(examId: string): Promise<Product> {
    const product = isUuid(examId) ? await this.repository.findForExam({ examId }) : null;
    return this.toProductWithVariants(product, examId);
  }

  async productForExamKey(examKey: string): Promise<Product> {
    const product = await this.repository.findForExam({ examSlug: examKey });
    return this.toProductWithVariants(product, examKey);
  }

  /** Variants offered to extend access to an exam, in one currency, shortest first (empty when none). */
  async extensionVariants(examId: string, currency: string): Promise<Variant[]> {
    if (!isUuid(examId) || !(await this.repository.findForExam({ examId }))) {
      throw ProductErrors.noVariants(examId);
    }
    const variants = await this.repository.findVariantsForExamInCurrency(examId, currency);
    return sortVariantsByPeriod(variants.map(toVariant));
  }

  /** Every exam's variants, as the home page shows them; kept until the catalogue changes. */
  variantsByExam(): Promise<ExamVariants[]> {
    return this.catalogue.read(async () => {
      const rows = await this.repository.findVariantsOfAllExams();
      return rows.map((row) => ({ id: row.examId, variants: sortVariantsByPeriod(row.variants.map(toVariant)) }));
    });
  }

  private toProductWithVariants(product: ProductEntity | null, examRef: string): Product {
    if (!product || product.variants.length === 0) throw ProductErrors.noVariants(examRef);
    return {
      id: product.id,
      slug: product.slug,
      exam: { id: product.exam.id, slug: product.exam.slug, title: product.exam.title },
      title: product.title,
      description: product.description,
      stripePID: product.stripeProductId,
      variants: sortVariantsByPeriod(product.variants.map(toVariant)),
    };
  }
}
