import { redisQueryInputSchema } from '@medprep/shared';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { MAX_PIPELINE } from '../redis-query.service';

export class RedisQueryDto extends createZodDto(redisQueryInputSchema) {}
export class RedisPipelineDto extends createZodDto(z.strictObject({ commands: z.array(redisQueryInputSchema).min(1).max(MAX_PIPELINE) })) {}
