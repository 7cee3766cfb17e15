import { blogArt, type BlogArtSpec } from '../blog-art';

function Motif({ art }: { art: BlogArtSpec }) {
  switch (art.motif) {
    case 'trace':
      return (
        <>
          <path d={art.trace} fill="none" stroke="rgb(255 255 255 / 85%)" strokeWidth="3" strokeLinejoin="round" strokeLinecap="round" />
          <path d={art.trace} fill="none" stroke="rgb(255 255 255 / 25%)" strokeWidth="9" strokeLinejoin="round" transform="translate(0 18)" />
        </>
      );
    case 'rings':
      return (
        <g fill="none" stroke="rgb(255 255 255 / 55%)" strokeWidth="2">
          {[18, 36, 54, 72, 90].map((r) => (
            <circle key={r} cx={art.x} cy={art.y} r={r} opacity={1 - r / 120} />
          ))}
        </g>
      );
    case 'crosses':
      return (
        <g fill="rgb(255 255 255 / 70%)">
          {art.cells.map(({ x, y, opacity }) => (
            <path key={`${x}-${y}`} d={`M${x - 3} ${y - 9}h6v6h6v6h-6v6h-6v-6h-6v-6h6z`} opacity={opacity} />
          ))}
        </g>
      );
  }
}

/** A blog card's picture when the post has none: a pattern drawn from its title, decorative. */
export function BlogArt({ title }: { title: string }) {
  const art = blogArt(title);
  return (
    <svg className="blog-teaser__pattern" viewBox="0 0 320 140" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <rect width="320" height="140" fill={art.background} />
      <circle cx={art.x} cy={art.y} r="120" fill="rgb(255 255 255 / 10%)" />
      <Motif art={art} />
    </svg>
  );
}
