import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { SheetDto, SheetSummaryDto } from './dto/sheet.dto';
import { SheetsService } from './sheets.service';

/** Reference sheets (normal values and the like): public, like a textbook's appendix. */
@ApiTags('sheets')
@Controller('sheets')
export class SheetsController {
  constructor(private readonly sheets: SheetsService) {}

  @Get()
  @ApiOperation({ summary: 'Every reference sheet: id, title and description' })
  @ApiOkResponse({ type: [SheetSummaryDto] })
  list(): Promise<SheetSummaryDto[]> {
    return this.sheets.list();
  }

  @Get(':id')
  @ApiOperation({ summary: 'One reference sheet with its sections of rows (name, value, unit, note)' })
  @ApiParam({ name: 'id', example: 'lab-values' })
  @ApiOkResponse({ type: SheetDto })
  @ApiNotFoundResponse({ description: 'No sheet has that id' })
  get(@Param('id') id: string): Promise<SheetDto> {
    return this.sheets.get(id);
  }
}
