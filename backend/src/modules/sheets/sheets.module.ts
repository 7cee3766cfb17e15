import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SheetEntity } from './sheet.entity';
import { SheetsController } from './sheets.controller';
import { SheetsRepository } from './sheets.repository';
import { SheetsService } from './sheets.service';

@Module({
  imports: [TypeOrmModule.forFeature([SheetEntity])],
  controllers: [SheetsController],
  providers: [SheetsRepository, SheetsService],
})
export class SheetsModule {}
