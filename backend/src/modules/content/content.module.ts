import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ContactController } from './contact.controller';
import { ContentRepository } from './content.repository';
import { ContentRouter } from './content.router';
import { ContentService } from './content.service';

@Module({
  imports: [AuthModule],
  controllers: [ContactController],
  providers: [ContentRepository, ContentService, ContentRouter],
  exports: [ContentService],
})
export class ContentModule {}
