import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { AuthModule } from '../auth/auth.module';
import { ExamReader } from '../learning/history-exam';
import { MediaModule } from '../media/media.module';
import { QuestionsModule } from '../questions/questions.module';
import { AnkiExportController } from './anki-export.controller';
import { AnkiExportRepository } from './anki-export.repository';
import { AnkiExportService } from './anki-export.service';

/** Downloads of the caller's own study material: the Anki deck (GET /api/export/anki). */
@Module({
  imports: [AccessModule, QuestionsModule, AuthModule, MediaModule],
  controllers: [AnkiExportController],
  providers: [ExamReader, AnkiExportRepository, AnkiExportService],
})
export class ExportModule {}
