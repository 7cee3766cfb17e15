import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { SheetEntity } from './sheet.entity';

@Injectable()
export class SheetsRepository {
  constructor(@InjectRepository(SheetEntity) private readonly sheets: Repository<SheetEntity>) {}

  /** Every sheet's title and description, by title. */
  listSummaries(): Promise<Array<Pick<SheetEntity, 'id' | 'title' | 'description'>>> {
    return this.sheets.find({ select: { id: true, title: true, description: true }, order: { title: 'ASC' } });
  }

  findById(id: string): Promise<SheetEntity | null> {
    return this.sheets.findOneBy({ id });
  }
}
