import type { Item, ItemMark, PeerFigures } from '@medprep/shared';
import { ChoosePeers, EmqPeers, MtfPeers, SbaPeers } from './marks/OptionPeers';
import { percentText } from './marks/outcome-text';
import { RankingPeers } from './marks/RankingPeers';
import './marks/marks.css';

export interface PeerBarsProps {
  peer: PeerFigures | null;
  item: Item;
  /** The candidate's marks, to point out their own answer among the peers'; null when unanswered. */
  mark: ItemMark | null;
}

/** How everyone else answered, in the figures of the item's type, every figure in text. */
export function PeerBars({ peer, item, mark }: PeerBarsProps) {
  if (!peer || peer.attempts === 0 || peer.type !== item.type) {
    return <p className="quiz-peer__empty">No one else has answered this question yet.</p>;
  }
  const answers = `${peer.attempts.toLocaleString('en-GB')} ${peer.attempts === 1 ? 'answer' : 'answers'}`;
  const partMarked = item.type !== 'sba' && item.type !== 'numeric';
  return (
    <div className="quiz-peer">
      <p className="quiz-peer__summary">
        <strong>{percentText(peer.percentFullMarks)}</strong> of {answers} scored full marks
        {partMarked && <>; on average they scored {percentText(peer.percentOfMaxScore)} of the marks</>}.
      </p>
      <PeerDetail peer={peer} item={item} mark={mark} />
    </div>
  );
}

function PeerDetail({ peer, item, mark }: { peer: PeerFigures; item: Item; mark: ItemMark | null }) {
  if (peer.type === 'sba' && item.type === 'sba') return <SbaPeers item={item} peer={peer} mark={mark} />;
  if (peer.type === 'choose' && item.type === 'choose') return <ChoosePeers item={item} peer={peer} mark={mark} />;
  if (peer.type === 'emq' && item.type === 'emq') return <EmqPeers item={item} peer={peer} mark={mark} />;
  if (peer.type === 'mtf' && item.type === 'mtf') return <MtfPeers item={item} peer={peer} mark={mark} />;
  if (peer.type === 'ranking' && item.type === 'ranking') return <RankingPeers item={item} peer={peer} mark={mark} />;
  if (peer.type === 'numeric') return <p className="quiz-peer__detail">{percentText(peer.percentWithinTolerance)} of answers were within the accepted range.</p>;
  return null;
}
