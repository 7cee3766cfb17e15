import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { finalize, type Observable } from 'rxjs';
import { ChangeFeed } from '../../database/change-feed/change-feed';

/**
 * After an admin write, this process drops its copy of the catalogue at once, so the admin's next
 * page shows the change; other instances drop theirs on Postgres's notification (migration
 * CatalogueChangeFeed). Also on failure: a write may have been partly applied.
 */
@Injectable()
export class DropCatalogueAfterWrites implements NestInterceptor {
  constructor(private readonly feed: ChangeFeed) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const { method } = context.switchToHttp().getRequest<{ method: string }>();
    if (method === 'GET' || method === 'HEAD') return next.handle();
    return next.handle().pipe(finalize(() => this.feed.catalogueChanged()));
  }
}
