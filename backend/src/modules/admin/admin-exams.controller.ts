import { Body, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
} from '@nestjs/swagger';
import { AdminExamsService } from './admin-exams.service';
import { AdminExamDto, CreateExamDto, UpdateExamDto } from './dto/admin-exam.dto';
import { AdminController } from './admin-controller.decorator';

@AdminController('admin/exams')
export class AdminExamsController {
  constructor(private readonly exams: AdminExamsService) {}

  @Get()
  @ApiOperation({ summary: 'Every exam, active or not, in catalogue order' })
  @ApiOkResponse({ type: [AdminExamDto] })
  list(): Promise<AdminExamDto[]> {
    return this.exams.list();
  }

  @Post()
  @ApiOperation({ summary: 'Add an exam to a category' })
  @ApiCreatedResponse({ type: AdminExamDto })
  @ApiBadRequestResponse({ description: 'An invalid field, or no category has that slug' })
  @ApiConflictResponse({ description: 'Another exam has that slug' })
  create(@Body() body: CreateExamDto): Promise<AdminExamDto> {
    return this.exams.create(body);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change an exam (the slug is fixed: links and coupons use it)' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: AdminExamDto })
  @ApiBadRequestResponse({ description: 'An invalid field, or no category has that slug' })
  @ApiNotFoundResponse({ description: 'No exam has that id' })
  update(@Param('id') id: string, @Body() body: UpdateExamDto): Promise<AdminExamDto> {
    return this.exams.update(id, body);
  }

  @Delete(':id')
  @ApiOperation({
    summary: 'Deactivate an exam',
    description:
      'Sets active=false: the exam leaves the catalogue and can no longer be bought or trialled. It is not deleted, because orders, subscriptions and trials refer to it; PATCH {active: true} restores it.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: AdminExamDto, description: 'The exam, now inactive' })
  @ApiNotFoundResponse({ description: 'No exam has that id' })
  deactivate(@Param('id') id: string): Promise<AdminExamDto> {
    return this.exams.deactivate(id);
  }
}
