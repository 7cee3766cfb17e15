import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UnitOfWork } from '../../database/unit-of-work';
import { AccessModule } from '../access/access.module';
import { MailModule } from '../mail/mail.module';
import { UserProfileEntity } from './entities/user-profile.entity';
import { UserEntity } from './entities/user.entity';
import { UsersRepository } from './users.repository';
import { UsersRouter } from './users.router';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity, UserProfileEntity]), AccessModule, MailModule],
  providers: [UnitOfWork, UsersRepository, UsersService, UsersRouter],
  exports: [UsersRepository, UsersService],
})
export class UsersModule {}
