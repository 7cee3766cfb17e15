import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import type { HeroAction, HeroConfig, HeroDivider, HeroMedia } from '../hero-config';

export interface HeroProps {
  config: HeroConfig;
  /** Called for a `scrollTo` action with the section id. */
  onScrollTo: (id: string) => void;
}

function Action({ action, primary, onScrollTo }: { action: HeroAction; primary: boolean; onScrollTo: (id: string) => void }) {
  const className = `btn btn--large ${primary ? 'btn--primary' : 'btn--ghost'}`;
  if ('to' in action.target) {
    return (
      <Link className={className} to={action.target.to}>
        {action.label}
      </Link>
    );
  }
  const id = action.target.scrollTo;
  return (
    <button type="button" className={className} onClick={() => onScrollTo(id)}>
      {action.label}
    </button>
  );
}

function Media({ media }: { media: HeroMedia }) {
  if (media.kind === 'none') return null;
  return (
    <div className="hero__media">
      {media.kind === 'drawing' ? (
        <svg
          className="hero-art"
          viewBox={`0 0 ${media.width} ${media.height}`}
          role={media.label ? 'img' : undefined}
          aria-label={media.label}
          aria-hidden={media.label ? undefined : true}
          focusable="false"
        >
          <use href={media.href} />
        </svg>
      ) : (
        <img src={media.src} alt={media.alt} width={media.width} height={media.height} fetchPriority="high" />
      )}
    </div>
  );
}

function Divider({ divider }: { divider: HeroDivider }) {
  if (divider.kind === 'none') return null;
  const path =
    divider.kind === 'wave'
      ? 'M0 48 C 240 88 480 8 720 40 C 960 72 1200 24 1440 44 L1440 80 L0 80 Z'
      : 'M0 80 C 480 0 960 0 1440 80 Z';
  return (
    <svg className="hero__divider" viewBox="0 0 1440 80" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

/** The public hero: overlays and shapes behind, content and media in front, a divider at the foot. */
export function Hero({ config, onScrollTo }: HeroProps) {
  const { content, media, shapes, overlays, divider } = config;
  return (
    <section className={`hero${media.kind === 'none' ? ' hero--text-only' : ''}`} aria-labelledby="hero-title">
      <div className="hero__backdrop" aria-hidden="true">
        {overlays.map((overlay, index) => (
          <span key={`o${index}`} className={`hero__overlay hero__overlay--${overlay.kind}`} style={{ opacity: overlay.opacity }} />
        ))}
        {shapes.map((shape, index) => (
          <span
            key={`s${index}`}
            className={`hero__shape hero__shape--${shape.kind} hero__shape--${shape.tone}`}
            style={{ top: shape.top, left: shape.left, '--shape-size': shape.size } as CSSProperties}
          />
        ))}
      </div>
      <div className="container hero__inner">
        <div className="hero__content">
          <p className="hero__tagline">{content.tagline}</p>
          <h1 id="hero-title" className="hero__title">
            {content.title}
          </h1>
          <p className="hero__lead">{content.lead}</p>
          <div className="hero__actions">
            <Action action={content.primaryAction} primary onScrollTo={onScrollTo} />
            {content.secondaryAction && <Action action={content.secondaryAction} primary={false} onScrollTo={onScrollTo} />}
          </div>
          {content.highlights.length > 0 && (
            <ul className="hero__highlights">
              {content.highlights.map((item) => (
                <li key={item}>
                  <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                    <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                  {item}
                </li>
              ))}
            </ul>
          )}
        </div>
        <Media media={media} />
      </div>
      <Divider divider={divider} />
    </section>
  );
}
