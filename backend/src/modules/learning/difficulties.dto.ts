import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';

export class RefitDifficultiesDto {
  @ApiPropertyOptional({ description: "Refit only this exam (its slug); every exam with answers when left out", example: 'mrcp-1' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  @Matches(/^[a-z0-9-]+$/, { message: 'exam must be an exam slug' })
  exam?: string;
}
