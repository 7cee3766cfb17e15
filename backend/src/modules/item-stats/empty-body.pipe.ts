import { Injectable, type PipeTransform } from '@nestjs/common';
import { isRecord } from '@medprep/shared';
import { ItemStatsErrors } from './item-stats.errors';

/** A route that takes no input accepts an empty object or no body: anything else is a mistaken request, not a request to act. */
@Injectable()
export class EmptyBodyPipe implements PipeTransform {
  transform(value: unknown): unknown {
    const empty = value === undefined || (isRecord(value) && Object.keys(value).length === 0);
    if (!empty) throw ItemStatsErrors.runTakesNoInput();
    return value;
  }
}
