import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal } from '../auth/current-principal.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import type { Principal } from '../auth/principal';
import { RedisPipelineDto, RedisQueryDto } from './dto/redis-query.dto';
import { RedisQueryService } from './redis-query.service';

@ApiTags('performance')
@ApiCookieAuth('token')
@UseGuards(JwtAuthGuard)
@Controller('r')
export class RedisQueryController {
  constructor(private readonly redis: RedisQueryService) {}

  @Post('query')
  @HttpCode(200)
  @ApiOperation({ summary: 'One read (HGETALL, HGET, SCARD, SMEMBERS, GET; KEYS scans your own keys) on your keys or public aggregates' })
  query(@CurrentPrincipal() user: Principal, @Body() body: RedisQueryDto) {
    return this.redis.run(user.userId, body);
  }

  @Post('pipeline')
  @HttpCode(200)
  @ApiOperation({ summary: 'Up to 50 reads at once; each answers {success, result, error}' })
  pipeline(@CurrentPrincipal() user: Principal, @Body() body: RedisPipelineDto) {
    return this.redis.pipeline(user.userId, body.commands);
  }

  @Get(':key')
  @ApiOperation({ summary: 'The value of one of your keys (or a public aggregate), whatever its type' })
  read(@CurrentPrincipal() user: Principal, @Param('key') key: string) {
    return this.redis.read(user.userId, key);
  }
}
