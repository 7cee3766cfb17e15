import { useEffect, useId, useState, type DragEvent, type FormEvent } from 'react';
import type { ApiError } from '../../../app/api/api-error';
import { adminPaths } from '../admin-paths';
import type { UploadedMedia } from '../admin-types';
import { useUpload } from '../hooks/useUpload';
import '../admin.css';

const ALT_MIN = 3;

/** /admin/media — drop or choose an image, describe it, upload it, and copy the `media` entry's src. */
export function MediaPage() {
  const id = useId();
  const upload = useUpload();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [alt, setAlt] = useState('');
  const [caption, setCaption] = useState('');
  const [altError, setAltError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<{ media: UploadedMedia } | { error: ApiError } | null>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (next: File | undefined) => {
    if (!next) return;
    setFile(next);
    setResult(null);
    setCopied(false);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    if (alt.trim().length < ALT_MIN) {
      setAltError(`Describe the image in at least ${ALT_MIN} characters, for a reader who cannot see it.`);
      document.getElementById(`${id}-alt`)?.focus();
      return;
    }
    setAltError(null);
    const body = new FormData();
    body.append('alt', alt.trim());
    if (caption.trim()) body.append('caption', caption.trim());
    body.append('file', file);
    setProgress(0);
    const outcome = await upload<UploadedMedia>(adminPaths.media, { body, onProgress: setProgress });
    setProgress(null);
    setResult(outcome.ok ? { media: outcome.data } : { error: outcome.error });
  };

  const copy = async (src: string) => {
    await navigator.clipboard?.writeText(src);
    setCopied(true);
  };

  return (
    <div className="admin-page">
      <title>Media — Editor console — MedPrep</title>
      <h1 className="page__title">Upload an image</h1>
      <form className="admin-media" onSubmit={(event) => void submit(event)}>
        <div
          className={dragging ? 'admin-drop admin-drop--over' : 'admin-drop'}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
        >
          <p>Drop a PNG, JPEG, WebP or SVG here, or</p>
          <label htmlFor={`${id}-file`} className="btn btn--secondary">
            Choose an image
          </label>
          <input
            id={`${id}-file`}
            className="visually-hidden"
            type="file"
            accept="image/png,image/jpeg,image/webp,image/svg+xml"
            onChange={(event) => choose(event.target.files?.[0])}
          />
          {file && <p className="admin-panel__note">{file.name}</p>}
        </div>
        {preview && <img className="admin-media__preview" src={preview} alt={alt.trim() || 'The chosen image (not yet described)'} />}
        <div className="field">
          <label htmlFor={`${id}-alt`} className="field__label">
            Alt text (required)
          </label>
          <p id={`${id}-alt-hint`} className="field__hint">
            What the image shows, for a reader who cannot see it.
          </p>
          <textarea
            id={`${id}-alt`}
            rows={2}
            maxLength={1000}
            aria-required="true"
            value={alt}
            onChange={(event) => setAlt(event.target.value)}
            aria-invalid={altError ? true : undefined}
            aria-describedby={altError ? `${id}-alt-hint ${id}-alt-error` : `${id}-alt-hint`}
          />
          {altError && (
            <p id={`${id}-alt-error`} className="field__error">
              {altError}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${id}-caption`} className="field__label">
            Caption (optional)
          </label>
          <input id={`${id}-caption`} maxLength={500} value={caption} onChange={(event) => setCaption(event.target.value)} />
        </div>
        <button type="submit" className="btn btn--primary" disabled={!file || progress !== null}>
          {progress !== null ? 'Uploading…' : 'Upload'}
        </button>
        {progress !== null && (
          <p className="admin-upload-progress">
            <label htmlFor={`${id}-progress`}>Uploading</label> <progress id={`${id}-progress`} max={1} value={progress} />
          </p>
        )}
      </form>
      <div aria-live="polite">
        {result && 'media' in result && (
          <div className="notice notice--success">
            <p>
              Uploaded. Its src: <code>{result.media.src}</code>
            </p>
            <button type="button" className="btn btn--secondary btn--small" onClick={() => void copy(result.media.src)}>
              {copied ? 'Copied' : 'Copy the src'}
            </button>
            <details>
              <summary>The media entry for the item</summary>
              <pre>{JSON.stringify(result.media, null, 2)}</pre>
            </details>
          </div>
        )}
        {result && 'error' in result && (
          <p className="notice notice--error" role="alert">
            {result.error.message}
          </p>
        )}
      </div>
    </div>
  );
}
