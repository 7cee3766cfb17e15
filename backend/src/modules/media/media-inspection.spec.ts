import fc from 'fast-check';
import { DomainError } from '../../common/errors/domain-error';
import { GIF_1X1, JPEG_3X2, pngImage, svgImage, WEBP_1X1 } from '../../../test/helpers/media-images';
import { domainErrorOf } from '../../../test/helpers/domain-error';
import { inspectMedia, type UploadedFile } from './media-inspection';

const file = (bytes: Buffer, fileName: string, declaredType = 'application/octet-stream'): UploadedFile => ({ bytes, fileName, declaredType });

const refusal = (upload: UploadedFile): DomainError => domainErrorOf(() => inspectMedia(upload));

describe('inspectMedia', () => {
  it('should tell each accepted kind by its content and read its size', () => {
    expect(inspectMedia(file(pngImage(5, 3), 'strip.png', 'image/png'))).toEqual({ kind: 'png', width: 5, height: 3 });
    expect(inspectMedia(file(JPEG_3X2, 'photo.JPEG', 'image/jpeg'))).toEqual({ kind: 'jpeg', width: 3, height: 2 });
    expect(inspectMedia(file(JPEG_3X2, 'photo.jpg', 'image/jpg'))).toEqual({ kind: 'jpeg', width: 3, height: 2 });
    expect(inspectMedia(file(WEBP_1X1, 'dot.webp', 'image/webp'))).toEqual({ kind: 'webp', width: 1, height: 1 });
    expect(inspectMedia(file(svgImage('<rect width="1" height="1"/>'), 'chart.svg', 'image/svg+xml'))).toEqual({ kind: 'svg', width: 120, height: 80 });
  });

  it('should take a file whose type was not declared (application/octet-stream) by its name and content', () => {
    expect(inspectMedia(file(WEBP_1X1, 'dot.webp')).kind).toBe('webp');
    expect(inspectMedia(file(WEBP_1X1, 'dot.webp', '')).kind).toBe('webp');
  });

  it('should refuse content that is no accepted image with MEDIA_TYPE_UNSUPPORTED, naming a known kind', () => {
    expect(refusal(file(GIF_1X1, 'dot.gif', 'image/gif'))).toMatchObject({ code: 'MEDIA_TYPE_UNSUPPORTED', message: expect.stringMatching(/GIF image/) });
    expect(refusal(file(Buffer.from('%PDF-1.7 not an image'), 'scan.png', 'image/png')).code).toBe('MEDIA_TYPE_UNSUPPORTED');
    expect(refusal(file(Buffer.from('hello'), 'x.png')).code).toBe('MEDIA_TYPE_UNSUPPORTED');
  });

  it('should refuse a name or a declared type that disagrees with the content with MEDIA_TYPE_MISMATCH', () => {
    expect(refusal(file(pngImage(1, 1), 'photo.jpg', 'image/png'))).toMatchObject({ code: 'MEDIA_TYPE_MISMATCH', details: { detected: 'png' } });
    expect(refusal(file(pngImage(1, 1), 'photo', 'image/png')).code).toBe('MEDIA_TYPE_MISMATCH');
    expect(refusal(file(JPEG_3X2, 'photo.jpg', 'image/png'))).toMatchObject({ code: 'MEDIA_TYPE_MISMATCH', message: expect.stringMatching(/declared as image\/png/) });
    expect(refusal(file(svgImage('<rect/>'), 'chart.svg', 'text/html')).code).toBe('MEDIA_TYPE_MISMATCH');
  });

  it('should refuse a truncated image with MEDIA_MALFORMED, and one too large to show with MEDIA_DIMENSIONS_OUT_OF_RANGE', () => {
    expect(refusal(file(pngImage(2, 2).subarray(0, 14), 'cut.png')).code).toBe('MEDIA_MALFORMED');
    expect(refusal(file(pngImage(2, 2).subarray(0, 40), 'cut.png'))).toMatchObject({ code: 'MEDIA_MALFORMED', message: expect.stringMatching(/IEND/) });
    expect(refusal(file(WEBP_1X1.subarray(0, 30), 'cut.webp')).code).toBe('MEDIA_MALFORMED');
    expect(refusal(file(pngImage(10_001, 1), 'wide.png'))).toMatchObject({ code: 'MEDIA_DIMENSIONS_OUT_OF_RANGE', details: { width: 10_001, height: 1 } });
  });

  it('should leave out an SVG size outside the item model, and refuse an empty file', () => {
    expect(inspectMedia(file(svgImage('<rect/>', 'viewBox="0 0 20000 10"'), 'long.svg'))).toEqual({ kind: 'svg' });
    expect(refusal(file(Buffer.alloc(0), 'empty.png')).code).toBe('MEDIA_FILE_MISSING');
  });

  it('should answer any bytes with a result or a MEDIA_* refusal, never another error', () => {
    const signatures = [pngImage(2, 2).subarray(0, 33), JPEG_3X2.subarray(0, 20), WEBP_1X1.subarray(0, 16), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">'), Buffer.alloc(0)];
    const bytes = fc.tuple(fc.constantFrom(...signatures), fc.uint8Array({ maxLength: 300 })).map(([head, tail]) => Buffer.concat([head, Buffer.from(tail)]));
    const name = fc.constantFrom('a.png', 'a.jpg', 'a.webp', 'a.svg', 'a.gif', 'a');
    fc.assert(
      fc.property(bytes, name, (content, fileName) => {
        try {
          const result = inspectMedia(file(content, fileName));
          expect(['png', 'jpeg', 'webp', 'svg']).toContain(result.kind);
        } catch (error) {
          expect(error).toBeInstanceOf(DomainError);
          expect((error as DomainError).code).toMatch(/^MEDIA_/);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
