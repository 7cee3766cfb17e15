import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source';
import { signUp, type SignedUpUser } from './helpers/accounts';
import { pngImage, svgImage } from './helpers/media-images';
import { binary, uploadMedia } from './helpers/media-upload';
import { flushTestRedis } from './helpers/redis';
import { S3StandIn } from './helpers/s3-stand-in';
import { createTestApp, type TestApp } from './helpers/test-app';

const BUCKET = 'medprep-media';
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('media (S3-compatible storage)', () => {
  let s3: S3StandIn;
  let t: TestApp;
  let db: DataSource;
  let admin: SignedUpUser;

  beforeAll(async () => {
    await flushTestRedis();
    s3 = new S3StandIn(BUCKET);
    const endpoint = await s3.start();
    t = await createTestApp({
      MEDIA_S3_ENDPOINT: endpoint,
      MEDIA_S3_BUCKET: BUCKET,
      MEDIA_S3_REGION: 'eu-west-2',
      MEDIA_S3_ACCESS_KEY_ID: 'media-test-key',
      MEDIA_S3_SECRET_ACCESS_KEY: 'media-test-secret',
      // A folder that must stay unused: the bucket is the store.
      MEDIA_DIR: '/nonexistent/medprep-media',
    });
    db = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
    admin = await signUp(t, { firstName: 'Sam', surname: 'Three' });
    await db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.id]);
  });

  afterAll(async () => {
    await db?.destroy();
    await t?.close();
    await s3?.stop();
  });

  beforeEach(() => {
    s3.failing = false;
  });

  it('should put an upload in the bucket, path-style and signed, and serve it back from there', async () => {
    const bytes = pngImage(7, 5);
    const name = `${sha256(bytes)}.png`;
    const res = await uploadMedia(t, admin, { bytes, fileName: 'chart.png', contentType: 'image/png', alt: 'A chart kept in S3' }).expect(201);
    expect(res.body).toEqual({ kind: 'png', src: `/media/${name}`, alt: 'A chart kept in S3', width: 7, height: 5 });

    const [put] = s3.requestsFor('PUT');
    expect(put.path).toBe(`/${BUCKET}/${name}`);
    expect(put.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=media-test-key\/\d{8}\/eu-west-2\/s3\/aws4_request/);
    expect(s3.objects.get(name)).toMatchObject({ contentType: 'image/png', cacheControl: 'public, max-age=31536000, immutable' });
    expect(s3.objects.get(name)!.body.equals(bytes)).toBe(true);

    const served = await t.http().get(res.body.src).buffer(true).parse(binary).expect(200);
    expect(Buffer.compare(served.body as Buffer, bytes)).toBe(0);
    expect(served.headers).toMatchObject({ 'content-type': 'image/png', 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' });
  });

  it('should not put the same bytes twice', async () => {
    const bytes = svgImage('<circle cx="5" cy="5" r="4"/>');
    await uploadMedia(t, admin, { bytes, fileName: 'dot.svg', alt: 'A dot kept in S3' }).expect(201);
    const puts = s3.requestsFor('PUT').length;
    await uploadMedia(t, admin, { bytes, fileName: 'dot.svg', alt: 'A dot kept in S3' }).expect(200);
    expect(s3.requestsFor('PUT')).toHaveLength(puts);
    const served = await t.http().get(`/media/${sha256(bytes)}.svg`).expect(200);
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
  });

  it('should answer 404 for a name the bucket does not hold', async () => {
    const res = await t.http().get(`/media/${'a'.repeat(64)}.webp`).expect(404);
    expect(res.body.code).toBe('MEDIA_NOT_FOUND');
    expect(s3.requests.at(-1)).toMatchObject({ method: 'GET', path: `/${BUCKET}/${'a'.repeat(64)}.webp` });
  });

  it('should answer 503 MEDIA_STORAGE_UNAVAILABLE while the bucket fails, and work again after', async () => {
    const bytes = pngImage(2, 9);
    s3.failing = true;
    const upload = await uploadMedia(t, admin, { bytes, fileName: 'x.png', alt: 'Uploaded during an outage' }).expect(503);
    expect(upload.body.code).toBe('MEDIA_STORAGE_UNAVAILABLE');
    expect((await t.http().get(`/media/${sha256(bytes)}.png`).expect(503)).body.code).toBe('MEDIA_STORAGE_UNAVAILABLE');
    s3.failing = false;
    await uploadMedia(t, admin, { bytes, fileName: 'x.png', alt: 'Uploaded after the outage' }).expect(201);
  });

  it('should still serve the sample drawings from the repository', async () => {
    await t.http().get('/media/samples/ecg-rhythm-01.svg').expect(200);
  });
});

describe('media with a public base address', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: SignedUpUser;
  let s3: S3StandIn;

  beforeAll(async () => {
    s3 = new S3StandIn(BUCKET);
    const endpoint = await s3.start();
    t = await createTestApp({
      MEDIA_S3_ENDPOINT: endpoint,
      MEDIA_S3_BUCKET: BUCKET,
      MEDIA_S3_ACCESS_KEY_ID: 'k',
      MEDIA_S3_SECRET_ACCESS_KEY: 's',
      MEDIA_PUBLIC_BASE_URL: 'https://images.medprep.example/media/',
    });
    db = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
    admin = await signUp(t);
    await db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.id]);
  });

  afterAll(async () => {
    await db?.destroy();
    await t?.close();
    await s3?.stop();
  });

  it('should give the image an address under that base, and let the pages load images from it', async () => {
    const bytes = pngImage(3, 3, [0, 128, 0]);
    const res = await uploadMedia(t, admin, { bytes, fileName: 'g.png', alt: 'A green square' }).expect(201);
    expect(res.body.src).toBe(`https://images.medprep.example/media/${sha256(bytes)}.png`);
    const page = await t.http().get('/api/health');
    expect(page.headers['content-security-policy']).toMatch(/img-src 'self' data: https:\/\/images\.medprep\.example/);
  });
});
