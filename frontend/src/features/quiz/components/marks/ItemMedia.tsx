import type { ItemMedia as Media } from '@medprep/shared';

/** The item's images, each with its alt text and, where it has one, a visible caption. */
export function ItemMedia({ media }: { media: readonly Media[] | undefined }) {
  if (!media || media.length === 0) return null;
  return (
    <div className="quiz-media">
      {media.map((image) => (
        <figure key={image.src} className="quiz-media__figure">
          <img className="quiz-image" src={image.src} alt={image.alt} width={image.width} height={image.height} loading="lazy" />
          {image.caption && <figcaption className="quiz-media__caption">{image.caption}</figcaption>}
        </figure>
      ))}
    </div>
  );
}
