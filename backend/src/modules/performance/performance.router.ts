import { Inject } from '@nestjs/common';
import { performanceProcedures, redisProcedures } from '@medprep/shared/contract';
import { Ctx, Input, Query, Router, UseMiddlewares } from 'nestjs-trpc';
import { RequireUser } from '../../trpc/auth.middleware';
import type { Principal } from '../auth/principal';
import { PerformanceOverviewService } from './performance-overview.service';
import { type RedisQuery, RedisQueryService } from './redis-query.service';

type SignedIn = { user: Principal };

@Router({ alias: 'performance' })
@UseMiddlewares(RequireUser)
export class PerformanceRouter {
  constructor(@Inject(PerformanceOverviewService) private readonly overviews: PerformanceOverviewService) {}

  /** The dashboard's figures for every exam the caller may practise. */
  @Query(performanceProcedures.overview)
  overview(@Ctx() ctx: SignedIn) {
    return this.overviews.overview(ctx.user.userId);
  }
}

/** 'redis.query': a guarded read of the caller's own counters or of public aggregates. */
@Router({ alias: 'redis' })
@UseMiddlewares(RequireUser)
export class RedisRouter {
  constructor(@Inject(RedisQueryService) private readonly redis: RedisQueryService) {}

  @Query(redisProcedures.query)
  query(@Ctx() ctx: SignedIn, @Input() input: RedisQuery) {
    return this.redis.run(ctx.user.userId, input);
  }
}
