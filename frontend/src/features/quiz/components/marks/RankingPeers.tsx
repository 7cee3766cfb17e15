import { useId } from 'react';
import type { ItemMark, ItemOfType, PeerFigures } from '@medprep/shared';
import { ordinal, percentText } from './outcome-text';

/**
 * Ranking: for each response, the share of answers that put it in each place, as a table; the
 * ideal place and the candidate's own are named in words in their cells.
 */
export function RankingPeers({ item, peer, mark }: { item: ItemOfType<'ranking'>; peer: Extract<PeerFigures, { type: 'ranking' }>; mark: ItemMark | null }) {
  const places = item.responses.map((_, i) => i + 1);
  const yours = new Map(mark?.type === 'ranking' ? mark.parts.map((p) => [p.key, p.place]) : []);
  const captionId = useId();
  return (
    // On a narrow screen the table scrolls sideways: the region takes the focus so that the keyboard can scroll it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (axe: scrollable-region-focusable)
    <div className="quiz-peer-table__wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="quiz-peer-table">
        <caption id={captionId} className="quiz-peer-table__caption">Where others placed each response (percent of answers)</caption>
        <thead>
          <tr>
            <th scope="col">Response</th>
            {places.map((place) => (
              <th key={place} scope="col">
                {ordinal(place)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {peer.responses.map((row) => {
            const ideal = item.idealOrder.indexOf(row.key) + 1;
            return (
              <tr key={row.key}>
                <th scope="row">{row.key}</th>
                {places.map((place, i) => {
                  const labels = [place === ideal ? 'ideal' : null, yours.get(row.key) === place ? 'yours' : null].filter(Boolean);
                  return (
                    <td key={place} className={place === ideal ? 'quiz-peer-table__ideal' : undefined}>
                      {percentText(row.places[i] ?? 0)}
                      {labels.length > 0 && <span className="quiz-peer-table__note"> ({labels.join(', ')})</span>}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
