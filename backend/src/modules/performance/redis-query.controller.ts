import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBody, ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { redisQueryInputSchema } from '@medprep/shared';
import { z } from 'zod';
import { ZodBody } from '../../common/validation/zod-body.pipe';
import { CurrentPrincipal } from '../auth/current-principal.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import type { Principal } from '../auth/principal';
import { MAX_PIPELINE, type RedisQuery, RedisQueryService } from './redis-query.service';

const pipelineSchema = z.strictObject({ commands: z.array(redisQueryInputSchema).min(1).max(MAX_PIPELINE) });

@ApiTags('performance')
@ApiCookieAuth('token')
@UseGuards(JwtAuthGuard)
@Controller('r')
export class RedisQueryController {
  constructor(private readonly redis: RedisQueryService) {}

  @Post('query')
  @HttpCode(200)
  @ApiOperation({ summary: 'One read (HGETALL, HGET, SCARD, SMEMBERS, GET; KEYS scans your own keys) on your keys or public aggregates' })
  @ApiBody({ schema: z.toJSONSchema(redisQueryInputSchema, { io: 'input' }) as object })
  query(@CurrentPrincipal() user: Principal, @Body(new ZodBody(redisQueryInputSchema)) body: RedisQuery) {
    return this.redis.run(user.userId, body);
  }

  @Post('pipeline')
  @HttpCode(200)
  @ApiOperation({ summary: 'Up to 50 reads at once; each answers {success, result, error}' })
  @ApiBody({ schema: z.toJSONSchema(pipelineSchema, { io: 'input' }) as object })
  pipeline(@CurrentPrincipal() user: Principal, @Body(new ZodBody(pipelineSchema)) body: { commands: RedisQuery[] }) {
    return this.redis.pipeline(user.userId, body.commands);
  }

  @Get(':key')
  @ApiOperation({ summary: 'The value of one of your keys (or a public aggregate), whatever its type' })
  read(@CurrentPrincipal() user: Principal, @Param('key') key: string) {
    return this.redis.read(user.userId, key);
  }
}
