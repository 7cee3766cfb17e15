import { imageSize } from 'image-size';
import type { IImage } from 'image-size/types/interface';
import { JPG } from 'image-size/types/jpg';
import { PNG } from 'image-size/types/png';
import { WEBP } from 'image-size/types/webp';
import { kindOfDeclaredType, kindOfFileName, MAX_MEDIA_SIDE, MEDIA_FORMATS, type MediaKind } from './media-formats';
import { MediaErrors } from './media.errors';
import { inspectSvg } from './svg-inspection';

export interface UploadedFile {
  bytes: Buffer;
  /** The name on the uploader's computer. */
  fileName: string;
  /** The content type the client declared for the part. */
  declaredType: string;
}

export interface InspectedMedia {
  kind: MediaKind;
  width?: number;
  height?: number;
}

const RASTER: ReadonlyArray<readonly [MediaKind, IImage]> = [
  ['png', PNG],
  ['jpeg', JPG],
  ['webp', WEBP],
];

/**
 * What an upload is, judged by its content: PNG, JPEG or WebP by their signatures (the size read
 * from the header), or an SVG that parses as a safe drawing. The file name's extension and the
 * declared content type must name the same kind. Throws the MEDIA_* refusal otherwise.
 */
export function inspectMedia(file: UploadedFile): InspectedMedia {
  if (file.bytes.length === 0) throw MediaErrors.fileEmpty();
  const raster = rasterKind(file.bytes);
  const kind = raster ?? (looksLikeXml(file.bytes) ? 'svg' : undefined);
  if (!kind) throw MediaErrors.typeUnsupported(describeUnsupported(file.bytes));
  // The content decides the kind; a name or a declared type that says otherwise is an error, not a hint.
  if (kindOfFileName(file.fileName) !== kind) {
    throw MediaErrors.typeMismatch(kind, `its name ${JSON.stringify(file.fileName)} does not end in .${MEDIA_FORMATS[kind].extensions.join(' or .')}`);
  }
  const declared = kindOfDeclaredType(file.declaredType);
  if (declared !== null && declared !== kind) throw MediaErrors.typeMismatch(kind, `it was declared as ${file.declaredType}`);
  return kind === 'svg' ? svgSize(file.bytes) : rasterSize(kind, file.bytes);
}

function rasterKind(bytes: Buffer): MediaKind | undefined {
  for (const [kind, handler] of RASTER) {
    let matches: boolean;
    try {
      matches = handler.validate(bytes);
    } catch (error) {
      throw MediaErrors.malformed(kind, (error as Error).message);
    }
    if (matches) return kind;
  }
  return undefined;
}

function rasterSize(kind: MediaKind, bytes: Buffer): InspectedMedia {
  let size: { width?: number; height?: number };
  try {
    size = RASTER.find(([k]) => k === kind)![1].calculate(bytes);
  } catch (error) {
    throw MediaErrors.malformed(kind, (error as Error).message);
  }
  const { width, height } = size;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width! < 1 || height! < 1) throw MediaErrors.malformed(kind, 'its header gives no size');
  const cut = cutShort(kind, bytes);
  if (cut) throw MediaErrors.malformed(kind, cut);
  if (width! > MAX_MEDIA_SIDE || height! > MAX_MEDIA_SIDE) throw MediaErrors.dimensionsOutOfRange(width!, height!, MAX_MEDIA_SIDE);
  return { kind, width, height };
}

const PNG_END = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/**
 * A file cut short in transfer, where its format says how it ends: a PNG closes with its IEND
 * chunk, a WebP's RIFF header gives its length. (A JPEG may carry bytes after its end marker, so
 * only its header is read.)
 */
function cutShort(kind: MediaKind, bytes: Buffer): string | undefined {
  if (kind === 'png' && !bytes.subarray(-PNG_END.length).equals(PNG_END)) return 'it does not end with the IEND chunk (cut short?)';
  if (kind === 'webp' && bytes.readUInt32LE(4) + 8 !== bytes.length) return `its header gives ${bytes.readUInt32LE(4) + 8} bytes but the file has ${bytes.length}`;
  return undefined;
}

/** An SVG's size is nominal (it scales): kept when it is in the item model's range, else left out. */
function svgSize(bytes: Buffer): InspectedMedia {
  const { width, height } = inspectSvg(bytes);
  if (width === undefined || height === undefined) return { kind: 'svg' };
  const w = Math.round(width);
  const h = Math.round(height);
  return w >= 1 && h >= 1 && w <= MAX_MEDIA_SIDE && h <= MAX_MEDIA_SIDE ? { kind: 'svg', width: w, height: h } : { kind: 'svg' };
}

/** Text whose first character (after a byte-order mark and white space) opens markup. */
function looksLikeXml(bytes: Buffer): boolean {
  const start = bytes.subarray(0, 1024).toString('utf8').replace(/^\uFEFF/, '').trimStart();
  return start.startsWith('<');
}

function describeUnsupported(bytes: Buffer): string {
  let type: string | undefined;
  try {
    type = imageSize(bytes).type;
  } catch {
    type = undefined;
  }
  return type ? `a ${type.toUpperCase()} image` : 'not an image this service recognises';
}
