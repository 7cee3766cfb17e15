import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ProductsModule } from '../products/products.module';
import { TrialsModule } from '../trials/trials.module';
import { ExamCategoryEntity } from './entities/exam-category.entity';
import { ExamEntity } from './entities/exam.entity';
import { ExamsController } from './exams.controller';
import { ExamsRepository } from './exams.repository';
import { ExamsRouter } from './exams.router';
import { ExamsService } from './exams.service';

@Module({
  imports: [TypeOrmModule.forFeature([ExamEntity, ExamCategoryEntity]), ProductsModule, TrialsModule],
  controllers: [ExamsController],
  providers: [ExamsRepository, ExamsService, ExamsRouter],
  exports: [ExamsService],
})
export class ExamsModule {}
