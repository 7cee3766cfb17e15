import { type INestApplication, ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { AnyTRPCRouter } from '@trpc/server';
import cookieParser from 'cookie-parser';
import helmet from 'helmet';
import { AppRouterHost } from 'nestjs-trpc';
import type { Logger as PinoLogger } from 'pino';
import { AppModule } from './app.module';
import type { AppConfig } from './config/app-config';
import { DEFAULT_FRONTEND_DIST } from './config/paths';
import { HttpExceptionFilter } from './common/errors/http-exception.filter';
import { PinoNestLogger } from './common/logging/nest-logger';
import { requestLogging } from './common/logging/request-logging';
import { areaApiPrefix } from './common/http/area-api-prefix';
import { originGuard } from './common/http/origin-guard';
import { spaHandlers } from './common/http/spa-fallback';
import { BodyDepthPipe } from './common/validation/body-depth.pipe';
import { jsonTrpcHandler } from './trpc/json-express-adapter';
import { AppTrpcContext } from './trpc/trpc-context';

/** Builds the whole application (API, tRPC, docs, SPA) without listening: used by main and by tests. */
export async function createApp(config: AppConfig, logger: PinoLogger): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bufferLogs: true,
    rawBody: true,
  });
  app.useLogger(new PinoNestLogger(logger));
  app.disable('x-powered-by');
  // Only a configured proxy may set the client address (X-Forwarded-For); rate limits key on it.
  app.set('trust proxy', config.trustProxy);
  app.use(areaApiPrefix);
  app.use(requestLogging(logger, { ignore: (url) => url.startsWith('/api/health') }));
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: config.production ? [] : null,
        },
      },
    }),
  );
  app.enableCors({ origin: [...config.allowedOrigins], credentials: true });
  app.use(cookieParser());
  app.use(originGuard({ allowedOrigins: config.allowedOrigins, exemptPaths: ['/api/payments/webhook'] }));
  app.use(...spaHandlers(config.frontendDist ?? DEFAULT_FRONTEND_DIST));
  // Nest's own body parsers (same options; it skips them at init once present), placed here so
  // that the tRPC JSON handler after them sees parsed bodies.
  app.useBodyParser('json');
  app.useBodyParser('urlencoded', { extended: true });
  app.use('/api/trpc', trpcJsonHandler(app));
  app.setGlobalPrefix('api');
  app.useGlobalPipes(new BodyDepthPipe(), new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true }));
  app.useGlobalFilters(new HttpExceptionFilter());
  setUpSwagger(app);
  return app;
}

/** The router and context exist once the app has initialised, so they are looked up on first use. */
function trpcJsonHandler(app: INestApplication) {
  let router: AnyTRPCRouter | undefined;
  let context: AppTrpcContext | undefined;
  return jsonTrpcHandler({
    router: () => (router ??= app.get(AppRouterHost).appRouter),
    createContext: (opts) => (context ??= app.get<AppTrpcContext>(AppTrpcContext)).create(opts),
  });
}

function setUpSwagger(app: INestApplication) {
  // Built on the first request for the docs, not at start: scanning every route is a fair share of a cold start.
  const document = () =>
    SwaggerModule.createDocument(
      app,
      new DocumentBuilder()
        .setTitle('MedPrep API')
        .setDescription('REST endpoints of MedPrep. The typed RPC API is served by tRPC at /api/trpc.')
        .setVersion('1')
        .addCookieAuth('token')
        .addBearerAuth()
        .build(),
    );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
}
