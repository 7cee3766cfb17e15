import { Body, Controller, Get, HttpCode, Inject, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCookieAuth, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { clearAuthCookie } from '../auth/auth-cookie';
import { CurrentPrincipal } from '../auth/current-principal.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import type { Principal } from '../auth/principal';
import { AccountService } from './account.service';
import { DeleteAccountDto, OrderIdDto } from './dto/account.dto';

/** The signed-in user's records, their data export and the deletion of their account. */
@ApiTags('account')
@ApiCookieAuth('token')
@UseGuards(JwtAuthGuard)
@Controller('account')
export class AccountController {
  constructor(
    private readonly account: AccountService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('history')
  @ApiOperation({ summary: "The user's sessions, newest first, 25 at a time (the first page; tRPC account.history takes a cursor)" })
  history(@CurrentPrincipal() user: Principal) {
    return this.account.history(user.userId, {});
  }

  @Get('orders')
  @ApiOperation({ summary: "The user's orders, newest first, with their state" })
  orders(@CurrentPrincipal() user: Principal) {
    return this.account.orderList(user.userId);
  }

  @Get('orders/:orderId/receipt')
  @ApiOperation({ summary: 'The receipt of one of the user’s paid orders' })
  @ApiNotFoundResponse({ description: 'No paid order with that id belongs to the user' })
  receipt(@CurrentPrincipal() user: Principal, @Param() params: OrderIdDto) {
    return this.account.receipt(user.userId, params.orderId);
  }

  @Get('export')
  @ApiOperation({ summary: 'Download my data: everything stored about the user, as a JSON attachment' })
  @ApiProduces('application/json')
  @ApiOkResponse({ description: 'medprep-data-YYYY-MM-DD.json' })
  async exportData(@CurrentPrincipal() user: Principal, @Res({ passthrough: true }) res: Response) {
    const now = new Date();
    const data = await this.account.exportData(user.userId, now);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Disposition', `attachment; filename="medprep-data-${now.toISOString().slice(0, 10)}.json"`);
    return data;
  }

  @Post('delete')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete my account (password and the typed word DELETE): personal data erased, answers and orders kept anonymised; signed out everywhere' })
  @ApiBadRequestResponse({ description: 'The password is wrong (counted as a failed sign-in) or the confirmation is not DELETE' })
  @ApiTooManyRequestsResponse({ description: 'Too many wrong passwords; see Retry-After' })
  async delete(@CurrentPrincipal() user: Principal, @Body() body: DeleteAccountDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    await this.account.deleteAccount({ userId: user.userId, ip: req.ip ?? null }, body);
    clearAuthCookie(res, this.config);
    return { ok: true };
  }
}
