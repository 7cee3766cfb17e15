import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ProductEntity } from './entities/product.entity';
import { VariantEntity } from './entities/variant.entity';

type ExamRef = { examId: string } | { examSlug: string };

@Injectable()
export class ProductsRepository {
  constructor(
    @InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>,
    @InjectRepository(VariantEntity) private readonly variants: Repository<VariantEntity>,
  ) {}

  /** The active product of an active exam, with its active variants (any currency). */
  findForExam(ref: ExamRef): Promise<ProductEntity | null> {
    const query = this.products
      .createQueryBuilder('product')
      .innerJoinAndSelect('product.exam', 'exam', 'exam.active')
      .leftJoinAndSelect('product.variants', 'variant', 'variant.active')
      .where('product.active')
      .orderBy('variant.periodMonths', 'ASC')
      .addOrderBy('variant.currency', 'ASC');
    if ('examId' in ref) query.andWhere('exam.id = :id', { id: ref.examId });
    else query.andWhere('exam.slug = :slug', { slug: ref.examSlug });
    return query.getOne();
  }

  /** Active variants of every active exam's product, keyed by exam id. */
  async findVariantsOfAllExams(): Promise<Array<{ examId: string; variants: VariantEntity[] }>> {
    const products = await this.products
      .createQueryBuilder('product')
      .innerJoin('product.exam', 'exam', 'exam.active')
      .leftJoinAndSelect('product.variants', 'variant', 'variant.active')
      .where('product.active')
      .orderBy('exam.sortOrder', 'ASC')
      .addOrderBy('variant.periodMonths', 'ASC')
      .addOrderBy('variant.currency', 'ASC')
      .getMany();
    return products.map((p) => ({ examId: p.examId, variants: p.variants }));
  }

  findVariantsForExamInCurrency(examId: string, currency: string): Promise<VariantEntity[]> {
    return this.variants
      .createQueryBuilder('variant')
      .innerJoin('variant.product', 'product', 'product.active')
      .innerJoin('product.exam', 'exam', 'exam.active')
      .where('exam.id = :examId', { examId })
      .andWhere('variant.active')
      .andWhere('variant.currency = :currency', { currency })
      .orderBy('variant.periodMonths', 'ASC')
      .getMany();
  }
}
