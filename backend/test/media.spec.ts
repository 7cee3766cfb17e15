import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { itemMediaSchema } from '@medprep/shared';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source';
import { signUp, type SignedUpUser } from './helpers/accounts';
import { GIF_1X1, JPEG_3X2, pngImage, pngOfSize, svgImage, WEBP_1X1 } from './helpers/media-images';
import { binary, rawGet, uploadMedia } from './helpers/media-upload';
import { flushTestRedis } from './helpers/redis';
import { createTestApp, type TestApp } from './helpers/test-app';

const REPO_ROOT = join(__dirname, '..', '..');
const SEED_DATA = join(REPO_ROOT, 'backend', 'seed-data');
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Every /media/samples/… address the sample content uses. */
function sampleSources(dir: string): string[] {
  const found = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.json')) continue;
    for (const match of readFileSync(join(entry.parentPath, entry.name), 'utf8').matchAll(/\/media\/samples\/[^"'\s)]+/g)) found.add(match[0]);
  }
  return [...found].sort();
}

describe('media (disk storage)', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: SignedUpUser;
  let member: SignedUpUser;
  let mediaDir: string;
  let frontendDist: string;

  beforeAll(async () => {
    await flushTestRedis();
    mediaDir = mkdtempSync(join(tmpdir(), 'medprep-media-'));
    frontendDist = mkdtempSync(join(tmpdir(), 'medprep-dist-'));
    writeFileSync(join(frontendDist, 'index.html'), '<!doctype html><title>MedPrep app</title>');
    t = await createTestApp({ MEDIA_DIR: mediaDir, FRONTEND_DIST: frontendDist });
    db = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
    admin = await signUp(t, { firstName: 'Ada', surname: 'Admin' });
    member = await signUp(t);
    await db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.id]);
  });

  afterAll(async () => {
    await db?.destroy();
    await t?.close();
    rmSync(mediaDir, { recursive: true, force: true });
    rmSync(frontendDist, { recursive: true, force: true });
  });

  const stored = () => readdirSync(mediaDir).sort();

  describe('POST /api/admin/media', () => {
    it.each([
      ['png', pngImage(4, 3), 'ecg.png', 'image/png', { width: 4, height: 3 }],
      ['jpeg', JPEG_3X2, 'rash.jpeg', 'image/jpeg', { width: 3, height: 2 }],
      ['webp', WEBP_1X1, 'fundus.webp', 'image/webp', { width: 1, height: 1 }],
      ['svg', svgImage('<rect width="10" height="10" fill="red"/>'), 'chart.svg', 'image/svg+xml', { width: 120, height: 80 }],
    ] as const)('should store a %s under the hash of its bytes and answer the item media entry', async (kind, bytes, fileName, contentType, size) => {
      const ext = kind === 'jpeg' ? 'jpg' : kind;
      const res = await uploadMedia(t, admin, { bytes, fileName, contentType, alt: `A ${kind} test image`, caption: 'Figure 1' }).expect(201);
      const name = `${sha256(bytes)}.${ext}`;
      expect(res.body).toEqual({ kind, src: `/media/${name}`, alt: `A ${kind} test image`, caption: 'Figure 1', ...size });
      expect(itemMediaSchema.safeParse(res.body).success).toBe(true);
      expect(readFileSync(join(mediaDir, name)).equals(bytes)).toBe(true);

      const served = await t.http().get(res.body.src).buffer(true).parse(binary).expect(200);
      expect(Buffer.compare(served.body as Buffer, bytes)).toBe(0);
      expect(served.headers['content-type']).toBe(contentType);
      expect(served.headers['cache-control']).toBe(IMMUTABLE);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers.etag).toBe(`"${sha256(bytes)}"`);
      if (kind === 'svg') expect(served.headers['content-security-policy']).toBe(SVG_CSP);
      else expect(served.headers['content-security-policy']).not.toBe(SVG_CSP);
    });

    it('should answer 200 with the same entry, storing nothing new, when the same bytes come again', async () => {
      const bytes = pngImage(2, 2, [1, 2, 3]);
      const first = await uploadMedia(t, admin, { bytes, fileName: 'a.png', alt: 'First upload' }).expect(201);
      const before = stored();
      const again = await uploadMedia(t, admin, { bytes, fileName: 'renamed.PNG', contentType: 'image/png', alt: 'First upload' }).expect(200);
      expect(again.body).toEqual(first.body);
      expect(stored()).toEqual(before);
      expect(first.body).not.toHaveProperty('caption');
    });

    it('should keep one file, and no partial one, when the same image comes twice at once', async () => {
      const bytes = pngImage(8, 8, [10, 20, 30]);
      const before = stored();
      const answers = await Promise.all([1, 2].map(() => uploadMedia(t, admin, { bytes, fileName: 'twice.png', alt: 'Sent twice at once' })));
      expect(answers.map((res) => res.status).every((status) => status === 200 || status === 201)).toBe(true);
      expect(answers[0].body).toEqual(answers[1].body);
      expect(stored()).toEqual([...before, `${sha256(bytes)}.png`].sort());
    });

    it.each([
      ['content that is no image', 400, 'MEDIA_TYPE_UNSUPPORTED', Buffer.from('just some text'), 'notes.png', 'image/png'],
      ['a GIF', 400, 'MEDIA_TYPE_UNSUPPORTED', GIF_1X1, 'dot.gif', 'image/gif'],
      ['a PNG named as a JPEG', 400, 'MEDIA_TYPE_MISMATCH', pngImage(1, 1, [9, 9, 9]), 'photo.jpg', 'image/jpeg'],
      ['a JPEG declared as a PNG', 400, 'MEDIA_TYPE_MISMATCH', JPEG_3X2, 'photo.jpg', 'image/png'],
      ['an SVG with a script', 400, 'MEDIA_UNSAFE_SVG', svgImage('<script>alert(document.cookie)</script>'), 'x.svg', 'image/svg+xml'],
      ['an SVG with an event handler', 400, 'MEDIA_UNSAFE_SVG', svgImage('<rect width="1" height="1" onmouseover="alert(1)"/>'), 'x.svg', 'image/svg+xml'],
      ['an SVG with foreignObject', 400, 'MEDIA_UNSAFE_SVG', svgImage('<foreignObject width="9" height="9"><p xmlns="http://www.w3.org/1999/xhtml">hi</p></foreignObject>'), 'x.svg', 'image/svg+xml'],
      ['an SVG linking out', 400, 'MEDIA_UNSAFE_SVG', svgImage('<a href="https://evil.example/"><text>go</text></a>'), 'x.svg', 'image/svg+xml'],
      ['a truncated PNG', 400, 'MEDIA_MALFORMED', pngImage(3, 3).subarray(0, 20), 'cut.png', 'image/png'],
    ])('should refuse %s with %i %s and store nothing', async (_label, status, code, bytes, fileName, contentType) => {
      const before = stored();
      const res = await uploadMedia(t, admin, { bytes, fileName, contentType, alt: 'An image that is refused' }).expect(status);
      expect(res.body).toMatchObject({ statusCode: status, code });
      expect(res.body.message).toEqual(expect.any(String));
      expect(stored()).toEqual(before);
    });

    it('should refuse a file over 2 MB with 413 MEDIA_TOO_LARGE', async () => {
      const bytes = pngOfSize(2 * 1024 * 1024 + 1);
      const res = await uploadMedia(t, admin, { bytes, fileName: 'big.png', contentType: 'image/png', alt: 'A big image' }).expect(413);
      expect(res.body).toMatchObject({ code: 'MEDIA_TOO_LARGE', details: { maxBytes: 2 * 1024 * 1024 } });
      const fits = pngOfSize(2 * 1024 * 1024);
      await uploadMedia(t, admin, { bytes: fits, fileName: 'fits.png', contentType: 'image/png', alt: 'An image of exactly 2 MB' }).expect(201);
    });

    it('should ask for the file and the alt text by name', async () => {
      const noFile = await t.http().post('/api/admin/media').set('Cookie', admin.cookie).send({ alt: 'An image never sent' }).expect(400);
      expect(noFile.body.code).toBe('MEDIA_FILE_MISSING');
      const noAlt = await uploadMedia(t, admin, { bytes: pngImage(1, 1), fileName: 'a.png' }).expect(400);
      expect(noAlt.body).toMatchObject({ code: 'VALIDATION_FAILED', details: { fields: [expect.objectContaining({ field: 'alt' })] } });
      const otherField = await t
        .http()
        .post('/api/admin/media')
        .set('Origin', new URL(t.config.publicUrl).origin)
        .set('Cookie', admin.cookie)
        .field('alt', 'Sent in the wrong field')
        .attach('image', pngImage(1, 1), 'a.png')
        .expect(400);
      expect(otherField.body.code).toBe('MEDIA_UPLOAD_INVALID');
    });

    it('should refuse a visitor with 401 and a member with 403', async () => {
      const upload = { bytes: pngImage(1, 1, [7, 7, 7]), fileName: 'a.png', alt: 'Not an admin upload' };
      const before = stored();
      await uploadMedia(t, null, upload).expect(401);
      expect((await uploadMedia(t, member, upload).expect(403)).body.code).toBe('FORBIDDEN');
      expect(stored()).toEqual(before);
    });

    it('should be documented as a multipart upload answering the item media entry', async () => {
      const docs = await t.http().get('/api/docs-json').expect(200);
      const operation = docs.body.paths['/api/admin/media'].post;
      expect(Object.keys(operation.requestBody.content)).toEqual(['multipart/form-data']);
      expect(operation.requestBody.content['multipart/form-data'].schema.required).toEqual(['file', 'alt']);
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '201', '400', '401', '403', '413']));
    });

    it('should refuse a multipart post from another site, or with a cookie and no origin, and take one from a bearer-token client', async () => {
      const bytes = pngImage(1, 1, [5, 5, 5]);
      const foreign = await t.http().post('/api/admin/media').set('Origin', 'https://evil.example').set('Cookie', admin.cookie).field('alt', 'Cross-site upload').attach('file', bytes, 'a.png');
      expect(foreign.status).toBe(403);
      const noOrigin = await t.http().post('/api/admin/media').set('Cookie', admin.cookie).field('alt', 'Upload without origin').attach('file', bytes, 'a.png');
      expect(noOrigin.status).toBe(415);
      // An API client with a bearer token sends no cookie a forged form could ride on.
      const token = admin.cookie.slice('token='.length);
      await t.http().post('/api/admin/media').set('Authorization', `Bearer ${token}`).field('alt', 'Uploaded by a script').attach('file', bytes, 'a.png').expect(201);
      // Multipart stays refused everywhere else in the API.
      const elsewhere = await t.http().post('/api/admin/exams').set('Origin', new URL(t.config.publicUrl).origin).set('Cookie', admin.cookie).field('slug', 'x');
      expect(elsewhere.status).toBe(415);
    });
  });

  describe('GET /media', () => {
    it('should serve every sample image the seed content uses, with an ETag, nosniff and the SVG policy', async () => {
      const sources = sampleSources(SEED_DATA);
      expect(sources.length).toBeGreaterThanOrEqual(12);
      for (const src of sources) {
        const res = await t.http().get(src).expect(200);
        expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['content-security-policy']).toBe(SVG_CSP);
        expect(res.headers['cache-control']).toBe('public, max-age=86400');
        expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
      }
    });

    it('should answer 304 to a client that holds the current version', async () => {
      const sample = await t.http().get('/media/samples/fundus-01.svg').expect(200);
      await t.http().get('/media/samples/fundus-01.svg').set('If-None-Match', sample.headers.etag).expect(304);
      const bytes = pngImage(6, 1);
      const { body } = await uploadMedia(t, admin, { bytes, fileName: 'strip.png', alt: 'A strip for caching' }).expect(201);
      await t.http().get(body.src).set('If-None-Match', `"${sha256(bytes)}"`).expect(304);
      const head = await t.http().head(body.src).expect(200);
      expect(Number(head.headers['content-length'])).toBe(bytes.length);
    });

    it('should answer 404 for an unknown name, and not hand it to the web app', async () => {
      const unknown = await t.http().get(`/media/${'0'.repeat(64)}.png`).expect(404);
      expect(unknown.body.code).toBe('MEDIA_NOT_FOUND');
      expect(unknown.headers['cache-control']).toBeUndefined();
      for (const path of ['/media/samples/no-such-image.svg', '/media/samples/generate.mjs', '/media/photo.png', '/media/', '/media/samples/']) {
        const res = await t.http().get(path).expect(404);
        expect(res.body.code).toBe('MEDIA_NOT_FOUND');
      }
      // The app's own routes still reach it.
      expect((await t.http().get('/exams/unknown-route').expect(200)).text).toContain('MedPrep app');
    });

    it('should not leave its folders, whatever the path says', async () => {
      const secret = readFileSync(join(REPO_ROOT, 'backend', 'package.json'), 'utf8');
      const paths = [
        '/media/../package.json',
        '/media/../../backend/package.json',
        '/media/samples/../../package.json',
        '/media/samples/../generate.mjs',
        '/media/samples/..%2Fgenerate.mjs',
        '/media/samples/..%2F..%2F..%2Fpackage.json',
        '/media/%2e%2e/%2e%2e/package.json',
        '/media/samples/%2e%2e%2f%2e%2e%2fpackage.json',
        '/media/samples%2F..%2F..%2Fpackage.json',
        '/media/samples/%252e%252e%252fpackage.json',
        '/media/..\\..\\package.json',
      ];
      for (const path of paths) {
        const res = await rawGet(t, path);
        expect({ path, status: res.status }).toEqual({ path, status: 404 });
        expect(res.body.toString()).not.toContain('"name": "@medprep/backend"');
        expect(res.body.toString()).not.toContain(secret.slice(0, 40));
      }
    });
  });
});
