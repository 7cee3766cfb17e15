import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class SheetSummaryDto {
  @ApiProperty({ example: 'lab-values' }) id: string;
  @ApiProperty({ example: 'Normal laboratory values (adults)' }) title: string;
  @ApiProperty() description: string;
}

class SheetRowDto {
  @ApiProperty({ example: 'Sodium' }) name: string;
  @ApiProperty({ example: '135–145' }) value: string;
  @ApiPropertyOptional({ example: 'mmol/L' }) unit?: string;
  @ApiPropertyOptional() note?: string;
}

class SheetSectionDto {
  @ApiProperty({ example: 'Urea and electrolytes' }) title: string;
  @ApiProperty({ type: [SheetRowDto] }) rows: SheetRowDto[];
}

export class SheetDto extends SheetSummaryDto {
  @ApiProperty({ type: [SheetSectionDto] }) sections: SheetSectionDto[];
  @ApiProperty() updatedAt: Date;
}
