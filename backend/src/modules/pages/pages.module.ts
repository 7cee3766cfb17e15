import { Module } from '@nestjs/common';
import { ContentModule } from '../content/content.module';
import { ExamsModule } from '../exams/exams.module';
import { ProductsModule } from '../products/products.module';
import { PrerenderedPages } from './prerendered-pages.service';

@Module({
  imports: [ExamsModule, ProductsModule, ContentModule],
  providers: [PrerenderedPages],
  exports: [PrerenderedPages],
})
export class PagesModule {}
