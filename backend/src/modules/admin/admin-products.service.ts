import { Injectable } from '@nestjs/common';
import type { ProductEntity } from '../products/entities/product.entity';
import { AdminExamsRepository } from './admin-exams.repository';
import { AdminProductsRepository, type ProductChanges } from './admin-products.repository';
import { guardedWrite } from './admin-persistence';
import { AdminErrors } from './admin.errors';
import { toAdminProduct } from './admin.mappers';
import type { AdminProductDto, CreateProductDto, UpdateProductDto } from './dto/admin-product.dto';

@Injectable()
export class AdminProductsService {
  constructor(
    private readonly products: AdminProductsRepository,
    private readonly exams: AdminExamsRepository,
  ) {}

  /** Every product, active or not, in the order of their exams in the catalogue. */
  async list(): Promise<AdminProductDto[]> {
    const products = await this.products.listAll();
    return products.map(toAdminProduct);
  }

  /** One product per exam: a second one for the same exam is a conflict. */
  async create(input: CreateProductDto): Promise<AdminProductDto> {
    if (!(await this.exams.exists(input.examId))) throw AdminErrors.unknownExam(input.examId);
    const id = await guardedWrite(
      () =>
        this.products.insert({
          examId: input.examId,
          slug: input.slug,
          title: input.title,
          description: input.description ?? '',
          stripeProductId: input.stripeProductId ?? null,
          active: true,
        }),
      {
        uq_products_slug: () => AdminErrors.productSlugTaken(input.slug),
        uq_products_exam: () => AdminErrors.examHasProduct(input.examId),
      },
    );
    return toAdminProduct(await this.load(id));
  }

  async update(id: string, input: UpdateProductDto): Promise<AdminProductDto> {
    await this.load(id);
    const changes: ProductChanges = {};
    if (input.slug !== undefined) changes.slug = input.slug;
    if (input.title !== undefined) changes.title = input.title;
    if (input.description !== undefined) changes.description = input.description;
    if (input.stripeProductId !== undefined) changes.stripeProductId = input.stripeProductId;
    if (input.active !== undefined) changes.active = input.active;
    if (Object.keys(changes).length > 0) {
      await guardedWrite(() => this.products.update(id, changes), {
        uq_products_slug: () => AdminErrors.productSlugTaken(input.slug ?? ''),
      });
    }
    return toAdminProduct(await this.load(id));
  }

  /** Orders refer to the product's variants, so the product stops selling rather than disappearing. */
  async deactivate(id: string): Promise<AdminProductDto> {
    await this.load(id);
    await this.products.update(id, { active: false });
    return toAdminProduct(await this.load(id));
  }

  private async load(id: string): Promise<ProductEntity> {
    const product = await this.products.findById(id);
    if (!product) throw AdminErrors.productNotFound(id);
    return product;
  }
}
