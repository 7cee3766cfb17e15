import { createSecretKey } from 'node:crypto';
import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BackgroundTasks } from '../../common/background/background-tasks';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { UnitOfWork } from '../../database/unit-of-work';
import { MailModule } from '../mail/mail.module';
import { UserEntity } from '../users/entities/user.entity';
import { UsersModule } from '../users/users.module';
import { AdminAccountSeeder } from './admin-account.seeder';
import { AttemptCountersRepository } from './attempt-counters.repository';
import { AttemptLimiter } from './attempt-limiter';
import { AuthSessionsRepository } from './auth-sessions.repository';
import { JWT_ALGORITHMS } from './auth.constants';
import { AuthController } from './auth.controller';
import { AuthRouter } from './auth.router';
import { AuthService } from './auth.service';
import { CurrentPasswordCheck } from './current-password-check';
import { AuthSessionEntity } from './entities/auth-session.entity';
import { PasswordResetEntity } from './entities/password-reset.entity';
import { JwtAuthGuard, OptionalJwtAuthGuard } from './jwt-auth.guard';
import { JwtStrategy } from './jwt.strategy';
import { PasswordHasher } from './password-hasher';
import { PasswordPolicy } from './password-policy';
import { PasswordResetService } from './password-reset.service';
import { PasswordResetsRepository } from './password-resets.repository';
import { RolesGuard } from './roles.guard';
import { SessionTokens } from './session-tokens.service';

/**
 * Global: every module guards its routes with it, and the users module asks it to check a current
 * password and end sessions on an e-mail change without importing it back (auth depends on users).
 */
@Global()
@Module({
  imports: [
    TypeOrmModule.forFeature([AuthSessionEntity, PasswordResetEntity, UserEntity]),
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        // A KeyObject, made once: given a string, jsonwebtoken first tries (and fails) to parse it
        // as a PEM public key on every sign and verify, which cost about a millisecond per request.
        const key = createSecretKey(Buffer.from(config.jwtSecret, 'utf8'));
        return {
          secretOrKeyProvider: () => key,
          signOptions: { algorithm: JWT_ALGORITHMS[0] },
          verifyOptions: { algorithms: [...JWT_ALGORITHMS] },
        };
      },
    }),
    UsersModule,
    MailModule,
  ],
  controllers: [AuthController],
  providers: [
    AuthSessionsRepository,
    PasswordResetsRepository,
    UnitOfWork,
    AuthService,
    SessionTokens,
    PasswordHasher,
    PasswordPolicy,
    PasswordResetService,
    AttemptLimiter,
    AttemptCountersRepository,
    BackgroundTasks,
    CurrentPasswordCheck,
    JwtStrategy,
    JwtAuthGuard,
    OptionalJwtAuthGuard,
    RolesGuard,
    AuthRouter,
    AdminAccountSeeder,
  ],
  exports: [AuthService, SessionTokens, JwtAuthGuard, RolesGuard, AttemptLimiter, BackgroundTasks, CurrentPasswordCheck, PasswordPolicy, PasswordHasher],
})
export class AuthModule {}
