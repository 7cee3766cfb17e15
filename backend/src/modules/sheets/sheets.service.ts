import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { SheetDto, SheetSummaryDto } from './dto/sheet.dto';
import { SheetEntity } from './sheet.entity';
import { SHEET_ID } from './sheet-id';
import { SheetErrors } from './sheets.errors';

@Injectable()
export class SheetsService {
  constructor(@InjectRepository(SheetEntity) private readonly sheets: Repository<SheetEntity>) {}

  /** Every sheet's title and description, by title (the sections are fetched one sheet at a time). */
  list(): Promise<SheetSummaryDto[]> {
    return this.sheets.find({ select: { id: true, title: true, description: true }, order: { title: 'ASC' } });
  }

  async get(id: string): Promise<SheetDto> {
    const sheet = SHEET_ID.test(id) && id.length <= 100 ? await this.sheets.findOneBy({ id }) : null;
    if (!sheet) throw SheetErrors.notFound(id);
    return { id: sheet.id, title: sheet.title, description: sheet.description, sections: sheet.sections, updatedAt: sheet.updatedAt };
  }
}
