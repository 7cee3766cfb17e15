import { type ItemMedia, itemMediaSchema } from '@medprep/shared';

export type MediaKind = ItemMedia['kind'];

interface MediaFormat {
  label: string;
  /** The extension of the stored name. */
  ext: string;
  contentType: string;
  /** File-name extensions an upload of this kind may carry. */
  extensions: readonly string[];
  /** Content types a client may declare for it (besides none, or application/octet-stream). */
  declaredTypes: readonly string[];
}

export const MEDIA_FORMATS: Readonly<Record<MediaKind, MediaFormat>> = {
  png: { label: 'PNG', ext: 'png', contentType: 'image/png', extensions: ['png'], declaredTypes: ['image/png'] },
  jpeg: { label: 'JPEG', ext: 'jpg', contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'], declaredTypes: ['image/jpeg', 'image/jpg', 'image/pjpeg'] },
  webp: { label: 'WebP', ext: 'webp', contentType: 'image/webp', extensions: ['webp'], declaredTypes: ['image/webp'] },
  svg: { label: 'SVG', ext: 'svg', contentType: 'image/svg+xml', extensions: ['svg'], declaredTypes: ['image/svg+xml'] },
};

const KINDS = Object.keys(MEDIA_FORMATS) as MediaKind[];

/** The kind a stored name's extension stands for. */
export function kindOfStoredExt(ext: string): MediaKind | undefined {
  return KINDS.find((kind) => MEDIA_FORMATS[kind].ext === ext);
}

export function kindOfFileName(fileName: string): MediaKind | undefined {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return undefined;
  const ext = fileName.slice(dot + 1).toLowerCase();
  return KINDS.find((kind) => MEDIA_FORMATS[kind].extensions.includes(ext));
}

/** What a declared content type says; null when the client declared nothing specific. */
export function kindOfDeclaredType(contentType: string): MediaKind | 'other' | null {
  const type = contentType.split(';', 1)[0].trim().toLowerCase();
  if (type === '' || type === 'application/octet-stream') return null;
  return KINDS.find((kind) => MEDIA_FORMATS[kind].declaredTypes.includes(type)) ?? 'other';
}

/** Content-addressed names: the SHA-256 of the bytes and the kind's extension. */
export const STORED_NAME = /^[0-9a-f]{64}\.(?:png|jpg|webp|svg)$/;

/** The largest width or height an image may have: the item model's own bound. */
export const MAX_MEDIA_SIDE = itemMediaSchema.shape.width.unwrap().maxValue ?? 10_000;
