import { useState } from 'react';
import type { ItemMedia as Media } from '@medprep/shared';
import { Modal } from '../../../../components/ui/Modal';
import './media.css';

/**
 * An item's images, each with its alt text and caption, and a button that opens it full size in a
 * dialog (Escape or Close shuts it and the focus returns to the button). The player and the review
 * both show images through it.
 */
export function ItemMedia({ media }: { media: readonly Media[] | undefined }) {
  const [zoomed, setZoomed] = useState<number | null>(null);
  if (!media?.length) return null;
  const shown = zoomed === null ? null : media[zoomed];
  const titleOf = (image: Media, index: number) => image.caption ?? `Image ${index + 1} of ${media.length}`;
  const labelOf = (image: Media, index: number) => image.caption ?? (media.length > 1 ? `image ${index + 1}` : 'the image');
  return (
    <div className="quiz-media">
      {media.map((image, index) => (
        <figure key={image.src} className="quiz-media__figure">
          <img className="quiz-media__image" src={image.src} alt={image.alt} width={image.width} height={image.height} loading="lazy" />
          {image.caption && <figcaption className="quiz-media__caption">{image.caption}</figcaption>}
          <button type="button" className="btn btn--secondary btn--small quiz-media__zoom" aria-label={`Enlarge ${labelOf(image, index)}`} onClick={() => setZoomed(index)}>
            Enlarge
          </button>
        </figure>
      ))}
      <Modal open={shown !== null} onClose={() => setZoomed(null)} title={shown && zoomed !== null ? titleOf(shown, zoomed) : ''} className="quiz-media-modal">
        {shown && (
          <figure className="quiz-media__full">
            <img src={shown.src} alt={shown.alt} />
            <figcaption className="quiz-media__alt">{shown.alt}</figcaption>
          </figure>
        )}
      </Modal>
    </div>
  );
}
