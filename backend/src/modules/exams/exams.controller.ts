import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ExamDto } from './dto/exam.dto';
import { ExamsService } from './exams.service';

@ApiTags('exams')
@Controller('exams')
export class ExamsController {
  constructor(private readonly exams: ExamsService) {}

  @Get()
  @ApiOperation({ summary: 'The exams on offer' })
  @ApiOkResponse({ type: [ExamDto] })
  list() {
    return this.exams.listExams();
  }

  @Get(':slug')
  @ApiOperation({ summary: 'One exam by its slug' })
  @ApiOkResponse({ type: ExamDto })
  @ApiNotFoundResponse({ description: 'No exam has that slug' })
  bySlug(@Param('slug') slug: string) {
    return this.exams.examBySlug(slug);
  }
}
