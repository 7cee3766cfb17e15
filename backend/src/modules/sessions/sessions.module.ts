import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { AuthModule } from '../auth/auth.module';
import { CorrectionsModule } from '../corrections/corrections.module';
import { PerformanceModule } from '../performance/performance.module';
import { QuestionsModule } from '../questions/questions.module';
import { MockCandidatesRepository } from './mock-candidates.repository';
import { NotesController } from './notes.controller';
import { NotesRepository } from './notes.repository';
import { NotesService } from './notes.service';
import { PaperExpirySweeper } from './paper-expiry.sweeper';
import { SessionsController } from './sessions.controller';
import { SessionsRepository } from './sessions.repository';
import { SessionsRouter } from './sessions.router';
import { SessionsService } from './sessions.service';

@Module({
  imports: [AccessModule, QuestionsModule, PerformanceModule, AuthModule, CorrectionsModule],
  controllers: [SessionsController, NotesController],
  providers: [SessionsRepository, MockCandidatesRepository, SessionsService, SessionsRouter, NotesRepository, NotesService, PaperExpirySweeper],
  exports: [SessionsService],
})
export class SessionsModule {}
