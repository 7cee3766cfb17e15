import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { TrialsService } from './trials.service';

@Module({ imports: [AccessModule], providers: [TrialsService], exports: [TrialsService] })
export class TrialsModule {}
