import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { TrialsRepository } from './trials.repository';
import { TrialsService } from './trials.service';

@Module({ imports: [AccessModule], providers: [TrialsRepository, TrialsService], exports: [TrialsService] })
export class TrialsModule {}
