import { Module } from '@nestjs/common';
import { CorrectionsRepository } from './corrections.repository';
import { CorrectionsRouter } from './corrections.router';
import { CorrectionsService } from './corrections.service';

/** Corrections that reach the reader, and the reporter's view of their reports. */
@Module({
  providers: [CorrectionsRepository, CorrectionsService, CorrectionsRouter],
  exports: [CorrectionsService],
})
export class CorrectionsModule {}
