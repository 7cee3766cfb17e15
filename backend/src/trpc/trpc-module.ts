import { type DynamicModule, Injectable, type Provider, type Type } from '@nestjs/common';
import type { AnyTRPCRouter } from '@trpc/server';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import type { Application } from 'express';
import { type ContextOptions, type TRPCContext, TRPCModule, type TRPCModuleOptions } from 'nestjs-trpc';

interface TrpcAdapterOptions {
  /** The most calls one request may batch; tRPC refuses a larger batch with a 400 before running any. */
  maxBatchSize: number;
  /** The largest request body in bytes; tRPC refuses a larger one with a 413. */
  maxBodySize: number;
}

/**
 * nestjs-trpc's module, whose Express driver mounts tRPC's Express adapter with the options below as
 * well. nestjs-trpc passes the adapter its router and context only, and has no setting for the
 * adapter's own options (the batch cap, the body size), so its driver is provided as the same call
 * with those options added; everything else (the router, middlewares, context) is nestjs-trpc's.
 */
export function trpcModule(options: TRPCModuleOptions, adapter: TrpcAdapterOptions): DynamicModule {
  const module = TRPCModule.forRoot(options);
  const providers = module.providers ?? [];
  const expressDriver = providers.find((provider): provider is Type => typeof provider === 'function' && provider.name === 'ExpressDriver');
  if (!expressDriver) throw new Error('nestjs-trpc provides no ExpressDriver any more: the tRPC adapter options cannot be set');

  @Injectable()
  class ExpressDriverWithAdapterOptions {
    async start(moduleOptions: TRPCModuleOptions, app: Application, router: AnyTRPCRouter, context: TRPCContext | null): Promise<void> {
      app.use(
        moduleOptions.basePath ?? '/trpc',
        createExpressMiddleware({
          router,
          maxBatchSize: adapter.maxBatchSize,
          maxBodySize: adapter.maxBodySize,
          ...(context ? { createContext: (opts: ContextOptions) => context.create(opts) } : {}),
        }),
      );
    }
  }

  const replaced: Provider[] = providers.map((provider) =>
    provider === expressDriver ? { provide: expressDriver, useClass: ExpressDriverWithAdapterOptions } : provider,
  );
  return { ...module, providers: replaced };
}
