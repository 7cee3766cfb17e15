import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { spaHandlers } from './spa-fallback';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;

/** A built SPA whose entry script has the precompressed siblings the frontend build writes. */
function distWithPrecompressedScript(): string {
  const dist = mkdtempSync(join(tmpdir(), 'medprep-spa-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>MedPrep</title>');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'index-abc.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'index-abc.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, 'assets', 'index-abc.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(dist, 'assets', 'tiny-abc.js'), 'export {};');
  return dist;
}

describe('spaHandlers: precompressed assets', () => {
  const app = express().use(...spaHandlers(distWithPrecompressedScript()));

  // supertest undoes the encoding: Content-Length tells which copy was sent.
  it('sends the brotli copy to a browser that accepts br, as JavaScript with a long cache', async () => {
    const res = await request(app).get('/assets/index-abc.js').set('Accept-Encoding', 'gzip, deflate, br, zstd').expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toMatch(/immutable/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.text).toBe(SCRIPT);
    expect(Number(res.headers['content-length'])).toBe(brotliCompressSync(SCRIPT).length);
  });

  it('sends the gzip copy when only gzip is accepted', async () => {
    const res = await request(app).get('/assets/index-abc.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.text).toBe(SCRIPT);
    expect(Number(res.headers['content-length'])).toBe(gzipSync(SCRIPT).length);
  });

  it('sends the plain file without an encoding when none is accepted, or no Accept-Encoding is sent', async () => {
    const plain = await request(app).get('/assets/index-abc.js').unset('Accept-Encoding').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(SCRIPT);
    const res = await request(app).get('/assets/index-abc.js').set('Accept-Encoding', 'identity').expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe(SCRIPT);
  });

  it('sends a small asset the build did not compress as it is', async () => {
    const res = await request(app).get('/assets/tiny-abc.js').set('Accept-Encoding', 'br').expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.text).toBe('export {};');
  });

  it('still answers 404 for a missing asset and serves index.html for pages', async () => {
    await request(app).get('/assets/missing-1.js').set('Accept-Encoding', 'br').expect(404);
    const page = await request(app).get('/exam/mrcp-1').set('Accept-Encoding', 'br').expect(200);
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.text).toContain('<title>MedPrep</title>');
  });
});
