import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Messages } from '@medprep/shared';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { UsersService } from '../users/users.service';
import { clearAuthCookie, setAuthCookie } from './auth-cookie';
import { AuthService } from './auth.service';
import { CurrentPrincipal } from './current-principal.decorator';
import { LoginDto, LogoutResponseDto, MessageResponseDto, PasswordResetConfirmDto, PasswordResetRequestDto, RegisterDto } from './dto/auth.dto';
import { OptionalJwtAuthGuard } from './jwt-auth.guard';
import { PasswordResetService } from './password-reset.service';
import type { Principal } from './principal';
import { extractToken } from './token-extractor';

const clientOf = (req: Request) => ({ userAgent: req.headers['user-agent'] ?? null, ip: req.ip ?? null });

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
    private readonly resets: PasswordResetService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('register')
  @ApiOperation({ summary: 'Create an account and sign in (sets the token cookie)' })
  @ApiCreatedResponse({ description: 'The new user, as GET /api/auth/me returns it' })
  @ApiConflictResponse({ description: 'An account with that e-mail already exists' })
  @ApiTooManyRequestsResponse({ description: 'Too many sign-ups from this address; see Retry-After' })
  async register(@Body() body: RegisterDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const { me, token, expiresAt } = await this.auth.register(body, clientOf(req));
    setAuthCookie(res, this.config, token, expiresAt);
    return me;
  }

  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in (sets the token cookie)' })
  @ApiOkResponse({ description: 'The user, as GET /api/auth/me returns it' })
  @ApiUnauthorizedResponse({ description: 'Wrong e-mail or password (the same answer for both)' })
  @ApiTooManyRequestsResponse({ description: 'Too many failed attempts for the account or address; see Retry-After' })
  async login(@Body() body: LoginDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const { me, token, expiresAt } = await this.auth.login(body.email, body.password, clientOf(req));
    setAuthCookie(res, this.config, token, expiresAt);
    return me;
  }

  @Get('me')
  @UseGuards(OptionalJwtAuthGuard)
  @ApiCookieAuth('token')
  @ApiOperation({ summary: 'The signed-in user with profile, settings, state, exam dates and access; {uid: null} for a visitor' })
  @ApiUnauthorizedResponse({ description: 'The token is expired, revoked or forged' })
  async me(@CurrentPrincipal() principal: Principal | undefined, @Res({ passthrough: true }) res: Response) {
    res.setHeader('Cache-Control', 'no-store');
    return principal ? this.users.me(principal.userId) : { uid: null };
  }

  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'End this session on the server and clear the cookie' })
  @ApiOkResponse({ type: LogoutResponseDto })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<LogoutResponseDto> {
    await this.auth.logout(extractToken(req));
    clearAuthCookie(res, this.config);
    return { ok: true, error: null };
  }

  @Post('password-reset')
  @HttpCode(202)
  @ApiOperation({ summary: 'E-mail a single-use reset link (the answer is the same for any address)' })
  @ApiAcceptedResponse({ type: MessageResponseDto })
  async requestReset(@Body() body: PasswordResetRequestDto): Promise<MessageResponseDto> {
    this.resets.request(body.email);
    return { ok: true, message: Messages.auth.resetRequested };
  }

  @Post('password-reset/confirm')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a new password with a reset token; every other session of the user ends' })
  @ApiOkResponse({ type: MessageResponseDto })
  async confirmReset(@Body() body: PasswordResetConfirmDto, @Req() req: Request): Promise<MessageResponseDto> {
    // The browser confirming keeps its own session if it has a valid one; a stale cookie is no obstacle.
    const token = extractToken(req);
    const current = token ? await this.auth.authenticate(token).catch(() => null) : null;
    await this.resets.confirm(body.token, body.password, current?.sessionId ?? null, req.ip ?? null);
    return { ok: true, message: Messages.auth.passwordChanged };
  }
}
