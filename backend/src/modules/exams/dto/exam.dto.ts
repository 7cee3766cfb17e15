import { ApiProperty } from '@nestjs/swagger';

class ExamCategoryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'medicine' }) slug: string;
  @ApiProperty({ example: 'Medicine' }) label: string;
}

export class ExamDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'mrcp-1' }) slug: string;
  @ApiProperty({ example: 'MRCP Part 1' }) title: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: ExamCategoryDto }) category: ExamCategoryDto;
}
