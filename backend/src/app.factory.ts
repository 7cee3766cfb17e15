import type { IncomingMessage } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { WsAdapter } from '@nestjs/platform-ws';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import { text } from 'express';
import helmet from 'helmet';
import { cleanupOpenApiDoc } from 'nestjs-zod';
import type { Logger as PinoLogger } from 'pino';
import { itemJsonSchema, TRPC_MAX_URL_LENGTH } from '@medprep/shared';
import { AppModule } from './app.module';
import type { AppConfig } from './config/app-config';
import { DEFAULT_FRONTEND_DIST } from './config/paths';
import { preparedResponses } from './common/cache/prepared-responses';
import { HttpExceptionFilter } from './common/errors/http-exception.filter';
import { PinoNestLogger } from './common/logging/nest-logger';
import { requestLogging } from './common/logging/request-logging';
import { areaApiPrefix } from './common/http/area-api-prefix';
import { originGuard } from './common/http/origin-guard';
import { MEDIA_UPLOAD_PATH } from './modules/media/media.controller';
import { mediaHandler } from './modules/media/media-handler';
import { MediaLibrary } from './modules/media/media-library';
import { prerenderedPagesHandler } from './modules/pages/pages-handler';
import { sessionFrameSource } from './modules/pages/session-frame-source';
import { SessionTokens } from './modules/auth/session-tokens.service';
import { SessionsService } from './modules/sessions/sessions.service';
import { PrerenderedPages } from './modules/pages/prerendered-pages.service';
import { spaHandlers } from './common/http/spa-fallback';
import { urlLengthGuard } from './common/http/url-length-guard';
import { BodyDepthPipe } from './common/validation/body-depth.pipe';
import { WellFormedTextPipe } from './common/validation/well-formed-text.pipe';
import { ChangeFeed } from './database/change-feed/change-feed';
import { QUESTION_IMPORT_MAX_BYTES } from './modules/questions/question-import';
import { ZodValidationPipe } from './common/validation/zod-validation.pipe';

/** Builds the whole application (API, tRPC, docs, SPA) without listening: used by main and by tests. */
export async function createApp(config: AppConfig, logger: PinoLogger): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bufferLogs: true,
    rawBody: true,
  });
  app.useLogger(new PinoNestLogger(logger));
  // The live channel (/api/live) on the HTTP server's own port.
  app.useWebSocketAdapter(new WsAdapter(app));
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
          imgSrc: ["'self'", 'data:', ...(config.media.publicBaseUrl ? [new URL(config.media.publicBaseUrl).origin] : [])],
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
  app.use(originGuard({ allowedOrigins: config.allowedOrigins, exemptPaths: ['/api/payments/webhook'], uploadPaths: [MEDIA_UPLOAD_PATH] }));
  // Item images, before the pages and the app's fallback (which would answer any GET).
  const mediaLogger = logger.child({ module: 'Media' });
  app.use('/media', mediaHandler(app.get(MediaLibrary), (err) => mediaLogger.error({ err }, 'serving an image failed')));
  const pagesLogger = logger.child({ module: 'PrerenderedPages' });
  const tokens = app.get(SessionTokens);
  const sessions = app.get(SessionsService);
  app.use(
    prerenderedPagesHandler(
      app.get(PrerenderedPages),
      (err) => pagesLogger.error({ err }, 'prerendering a page failed; serving the app unrendered'),
      sessionFrameSource((token) => tokens.verify(token), (userId, sessionId) => sessions.get(userId, sessionId)),
    ),
  );
  app.use(...spaHandlers(config.frontendDist ?? DEFAULT_FRONTEND_DIST));
  // Nest's own body parsers (it skips them at init once present). tRPC reads its own bodies (its
  // adapter caps their size, the transformer their depth): parsed here, they would be written out
  // again as JSON for it, a recursive write that a deeply nested body overflows.
  // The question import reads its file as text, to report problems by line, and takes larger files.
  app.use(QUESTION_IMPORT_PATH, text({ type: ['application/json', 'text/csv'], limit: QUESTION_IMPORT_MAX_BYTES }));
  app.useBodyParser('json', { type: (req: IncomingMessage) => isJson(req) && !TRPC_PATH.test(req.url ?? '') });
  app.useBodyParser('urlencoded', { extended: true });
  // tRPC reads a batch's inputs from the query string: its URL is bounded before tRPC parses it.
  // (nestjs-trpc mounts tRPC at init, after these.)
  app.use('/api/trpc', urlLengthGuard(TRPC_MAX_URL_LENGTH));
  // Every visitor's home page asks for the catalogue: its bytes are sent again until it changes.
  app.use('/api/trpc', preparedResponses(app.get(ChangeFeed).catalogue, CATALOGUE_PROCEDURES));
  app.setGlobalPrefix('api');
  // Depth and well-formed text first: they guard the validators. Admin bodies without a shared
  // schema add class-validator's pipe on their controllers.
  app.useGlobalPipes(new BodyDepthPipe(), new WellFormedTextPipe(), new ZodValidationPipe());
  app.useGlobalFilters(new HttpExceptionFilter());
  setUpSwagger(app);
  return app;
}

const TRPC_PATH = /^\/api\/trpc(?:\/|\?|$)/;
const QUESTION_IMPORT_PATH = '/api/admin/questions/import';
/** Public procedures whose answer is the same for every caller and changes only with the catalogue. */
const CATALOGUE_PROCEDURES = ['exams.initExamsAvailableForInstance', 'exams.initAvailableExamsVariants'];

function isJson(req: IncomingMessage): boolean {
  return (req.headers['content-type'] ?? '').split(';', 1)[0].trim().toLowerCase() === 'application/json';
}

function setUpSwagger(app: INestApplication) {
  // Built on the first request for the docs, not at start: scanning every route is a fair share of a cold start.
  const document = () =>
    withItemSchema(
      cleanupOpenApiDoc(
        SwaggerModule.createDocument(
          app,
          new DocumentBuilder()
            .setTitle('MedPrep API')
            .setDescription('REST endpoints of MedPrep. The typed RPC API is served by tRPC at /api/trpc.')
            .setVersion('1')
            .addCookieAuth('token')
            .addBearerAuth()
            .build(),
        ),
      ),
    );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
}

/** Publishes the JSON Schema of an item (every type), which question files and the admin API follow, as components.schemas.Item. */
function withItemSchema(document: OpenAPIObject): OpenAPIObject {
  const { $schema: _dialect, ...item } = itemJsonSchema();
  document.components = { ...document.components, schemas: { ...document.components?.schemas, Item: item } };
  return document;
}
