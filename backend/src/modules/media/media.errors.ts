import { DomainError } from '../../common/errors/domain-error';
import { MEDIA_FORMATS, type MediaKind } from './media-formats';

const ACCEPTED = 'Upload a PNG, JPEG, WebP or SVG image.';

function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 100) / 100} MB`;
}

export const MediaErrors = {
  fileMissing: () =>
    new DomainError('invalid', 'MEDIA_FILE_MISSING', 'Send the image as multipart/form-data in the field "file", with "alt" (and optionally "caption").', {
      field: 'file',
    }),
  fileEmpty: () => new DomainError('invalid', 'MEDIA_FILE_MISSING', 'The file is empty.', { field: 'file' }),
  uploadInvalid: (reason: string) => new DomainError('invalid', 'MEDIA_UPLOAD_INVALID', reason),
  tooLarge: (maxBytes: number) =>
    new DomainError('too_large', 'MEDIA_TOO_LARGE', `The image is larger than ${megabytes(maxBytes)}; make it smaller and upload it again.`, {
      field: 'file',
      maxBytes,
    }),
  typeUnsupported: (found: string) =>
    new DomainError('invalid', 'MEDIA_TYPE_UNSUPPORTED', `The file is ${found}. ${ACCEPTED}`, { field: 'file', accepted: ['png', 'jpeg', 'webp', 'svg'] }),
  typeMismatch: (detected: MediaKind, declared: string) =>
    new DomainError(
      'invalid',
      'MEDIA_TYPE_MISMATCH',
      `The file's content is a ${MEDIA_FORMATS[detected].label} image, but ${declared}. Name and declare the file as ${MEDIA_FORMATS[detected].label} (.${MEDIA_FORMATS[detected].extensions.join(' or .')}).`,
      { field: 'file', detected },
    ),
  malformed: (kind: MediaKind, reason: string) =>
    new DomainError('invalid', 'MEDIA_MALFORMED', `The ${MEDIA_FORMATS[kind].label} image cannot be read: ${reason}.`, { field: 'file', kind }),
  dimensionsOutOfRange: (width: number, height: number, max: number) =>
    new DomainError('invalid', 'MEDIA_DIMENSIONS_OUT_OF_RANGE', `The image is ${width} × ${height} pixels; each side must be from 1 to ${max} pixels.`, {
      field: 'file',
      width,
      height,
      max,
    }),
  unsafeSvg: (reason: string) =>
    new DomainError('invalid', 'MEDIA_UNSAFE_SVG', `The SVG is refused: ${reason}. Images may hold drawing only: no scripts, event handlers, embedded HTML or references outside the file.`, {
      field: 'file',
      reason,
    }),
  storageUnavailable: () => new DomainError('unavailable', 'MEDIA_STORAGE_UNAVAILABLE', 'The image store cannot be reached; try again in a moment.'),
};
