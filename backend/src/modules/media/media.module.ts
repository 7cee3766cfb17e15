import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { AuthModule } from '../auth/auth.module';
import { MediaController } from './media.controller';
import { MediaLibrary } from './media-library';
import { MediaUploadInterceptor } from './media-upload.interceptor';
import { MediaService } from './media.service';
import { SampleMedia } from './sample-media';
import { DiskStorage } from './storage/disk-storage';
import { MEDIA_STORAGE, type MediaStorage } from './storage/media-storage';
import { S3Storage } from './storage/s3-storage';

/** Item images: admin upload (/api/admin/media) and serving (/media, mounted by the app factory through MediaLibrary). */
@Module({
  imports: [AuthModule],
  controllers: [MediaController],
  providers: [
    {
      provide: MEDIA_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): MediaStorage => (config.media.s3 ? new S3Storage(config.media.s3) : new DiskStorage(config.media.dir)),
    },
    MediaService,
    MediaLibrary,
    SampleMedia,
    MediaUploadInterceptor,
  ],
  exports: [MediaLibrary],
})
export class MediaModule {}
