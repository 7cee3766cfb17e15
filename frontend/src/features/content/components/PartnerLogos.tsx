import { useContent } from '../hooks/useContent';
import { ContentState, SkeletonCards } from './ContentState';

/** The partner universities' logos (local SVG files), each linking to the partner when it has a link. */
export function PartnerLogos() {
  const { status, records, retry } = useContent('partners');
  return (
    <ContentState
      status={status}
      count={records.length}
      what="our partners"
      onRetry={retry}
      skeleton={<SkeletonCards count={16} className="partner-logos" />}
    >
      <ul className="partner-logos" data-testid="partner-logos">
        {records.map((partner) => {
          const logo = <img src={partner.image} alt={partner.name} width={240} height={80} loading="lazy" decoding="async" />;
          return (
            <li key={partner.id} className="partner-logos__item">
              {partner.link ? (
                <a href={partner.link} className="partner-logos__link" target="_blank" rel="noopener noreferrer">
                  {logo}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              ) : (
                logo
              )}
            </li>
          );
        })}
      </ul>
    </ContentState>
  );
}
