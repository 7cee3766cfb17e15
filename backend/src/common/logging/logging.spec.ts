import { Writable } from 'node:stream';
import express from 'express';
import request from 'supertest';
import { createLogger } from './logger';
import { PinoNestLogger } from './nest-logger';
import { requestLogging } from './request-logging';

function captured(level: 'info' | 'warn' | 'debug') {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger({ logLevel: level, production: true }, sink), lines };
}

function appLoggingAt(level: 'info' | 'warn') {
  const { logger, lines } = captured(level);
  const app = express();
  app.use(requestLogging(logger, { ignore: (url) => url.startsWith('/api/health') }));
  app.get('/api/exams', (_req, res) => res.json({ ok: true }));
  app.get('/api/health', (_req, res) => res.json({ ok: true }));
  app.get('/api/broken', (_req, res) => res.status(503).json({}));
  app.get('/assets/app.js', (_req, res) => res.send('js'));
  return { app, lines };
}

describe('request logging', () => {
  it('should write one line per API request with its path, status and time, never its credentials or query', async () => {
    const { app, lines } = appLoggingAt('info');
    await request(app).get('/api/exams?input=%7B%22email%22%3A%22sam%40example.test%22%7D').set('Cookie', 'token=secret-token').set('Authorization', 'Bearer secret-bearer').expect(200);

    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, msg: 'request completed', req: { method: 'GET', path: '/api/exams' }, res: { statusCode: 200 } });
    expect(typeof lines[0].responseTime).toBe('number');
    const text = JSON.stringify(lines);
    expect(text).not.toMatch(/secret-token|secret-bearer|sam@example/);
  });

  it('should give each request its own id', async () => {
    const { app, lines } = appLoggingAt('info');
    await request(app).get('/api/exams').expect(200);
    await request(app).get('/api/exams').expect(200);
    const ids = lines.map((line) => (line.req as { id: number }).id);
    expect(new Set(ids).size).toBe(2);
  });

  it('should leave out health checks and static files', async () => {
    const { app, lines } = appLoggingAt('info');
    await request(app).get('/api/health').expect(200);
    await request(app).get('/assets/app.js').expect(200);
    expect(lines).toEqual([]);
  });

  it('should log a 5xx at warn, so it shows at the production level that hides the rest', async () => {
    const { app, lines } = appLoggingAt('warn');
    await request(app).get('/api/exams').expect(200);
    await request(app).get('/api/broken').expect(503);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, res: { statusCode: 503 }, req: { path: '/api/broken' } });
  });
});

describe('Nest logger over pino', () => {
  it('should merge an event object into the line and name its context', () => {
    const { logger, lines } = captured('debug');
    new PinoNestLogger(logger).warn({ event: 'auth.login', outcome: 'failure' }, 'Sign-in refused', 'Auth');
    expect(lines[0]).toMatchObject({ level: 40, context: 'Auth', event: 'auth.login', outcome: 'failure' });
  });

  it('should write a message with its context, and an Error as err with its stack', () => {
    const { logger, lines } = captured('debug');
    const nest = new PinoNestLogger(logger);
    nest.log('Mapped {/api/exams, GET} route', 'RouterExplorer');
    nest.error(new Error('boom'), 'Payments');
    expect(lines[0]).toMatchObject({ level: 30, msg: 'Mapped {/api/exams, GET} route', context: 'RouterExplorer' });
    expect(lines[1]).toMatchObject({ level: 50, context: 'Payments', err: { message: 'boom' } });
    expect((lines[1].err as { stack: string }).stack).toMatch(/boom\n\s+at /);
  });

  it("should keep the stack Nest's exception handler passes as a separate argument", () => {
    const { logger, lines } = captured('debug');
    const stack = 'Error: connection lost\n    at Query.run (pg.js:1:1)';
    new PinoNestLogger(logger).error('connection lost', stack, 'ExceptionsHandler');
    expect(lines[0]).toMatchObject({ level: 50, context: 'ExceptionsHandler', err: { message: 'connection lost', stack } });
  });

  it('should write nothing below its level', () => {
    const { logger, lines } = captured('warn');
    new PinoNestLogger(logger).log('noise', 'Somewhere');
    new PinoNestLogger(logger).debug('more noise', 'Somewhere');
    expect(lines).toEqual([]);
  });
});
