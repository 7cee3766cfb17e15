import { Injectable } from '@nestjs/common';
import type { SheetDto, SheetSummaryDto } from './dto/sheet.dto';
import { SHEET_ID } from './sheet-id';
import { SheetErrors } from './sheets.errors';
import { SheetsRepository } from './sheets.repository';

@Injectable()
export class SheetsService {
  constructor(private readonly sheets: SheetsRepository) {}

  /** Every sheet's title and description, by title (the sections are fetched one sheet at a time). */
  list(): Promise<SheetSummaryDto[]> {
    return this.sheets.listSummaries();
  }

  async get(id: string): Promise<SheetDto> {
    const sheet = SHEET_ID.test(id) && id.length <= 100 ? await this.sheets.findById(id) : null;
    if (!sheet) throw SheetErrors.notFound(id);
    return { id: sheet.id, title: sheet.title, description: sheet.description, sections: sheet.sections, updatedAt: sheet.updatedAt };
  }
}
