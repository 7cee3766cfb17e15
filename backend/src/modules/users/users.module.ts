import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessModule } from '../access/access.module';
import { MailModule } from '../mail/mail.module';
import { UserProfileEntity } from './entities/user-profile.entity';
import { UserEntity } from './entities/user.entity';
import { UsersRepository } from './users.repository';
import { UsersRouter } from './users.router';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity, UserProfileEntity]), AccessModule, MailModule],
  providers: [UsersRepository, UsersService, UsersRouter],
  exports: [UsersRepository, UsersService],
})
export class UsersModule {}
