import type { ItemMark, ItemOfType, PeerFigures } from '@medprep/shared';
import { notes, PercentBars } from './PercentBars';

type Of<T extends PeerFigures['type']> = Extract<PeerFigures, { type: T }>;

/** Single best answer: the share of answers choosing each option. */
export function SbaPeers({ item, peer, mark }: { item: ItemOfType<'sba'>; peer: Of<'sba'>; mark: ItemMark | null }) {
  const chosen = mark?.type === 'sba' ? mark.parts[0]?.given : undefined;
  const bars = peer.options.map(({ key, percent }) => ({
    id: key,
    label: key,
    note: notes(key === item.answer && 'correct answer', key === chosen && 'your answer'),
    percent,
    right: key === item.answer,
  }));
  return <PercentBars label="Share of answers choosing each option" bars={bars} />;
}

/** Choose 3: the share of answers that chose each response (three choices each, so they add up to 300 %). */
export function ChoosePeers({ item, peer, mark }: { item: ItemOfType<'choose'>; peer: Of<'choose'>; mark: ItemMark | null }) {
  const chosen = mark?.type === 'choose' ? new Set(mark.parts.filter((p) => p.chosen).map((p) => p.key)) : new Set<string>();
  const bars = peer.responses.map(({ key, percent }) => ({
    id: key,
    label: key,
    note: notes(item.answers.includes(key) && 'one of the right three', chosen.has(key) && 'your choice'),
    percent,
    right: item.answers.includes(key),
  }));
  return <PercentBars label="Share of answers choosing each response" bars={bars} />;
}

/** EMQ: for each stem, the share of answers giving each option (options nobody gave are left out). */
export function EmqPeers({ item, peer, mark }: { item: ItemOfType<'emq'>; peer: Of<'emq'>; mark: ItemMark | null }) {
  return (
    <ol className="quiz-peer-stems">
      {peer.stems.map((stem, i) => {
        const answer = item.stems[i]?.answer;
        const given = mark?.type === 'emq' ? mark.parts[i]?.given : undefined;
        const bars = stem.options
          .filter(({ key, percent }) => percent > 0 || key === answer || key === given)
          .map(({ key, percent }) => ({ id: key, label: key, note: notes(key === answer && 'correct answer', key === given && 'your answer'), percent, right: key === answer }));
        return (
          <li key={i}>
            <p className="quiz-peer-stems__title">Stem {i + 1}</p>
            <PercentBars label={`Share of answers choosing each option for stem ${i + 1}`} bars={bars} />
          </li>
        );
      })}
    </ol>
  );
}

/** MTF: for each statement, the share of answers that marked it true. */
export function MtfPeers({ item, peer, mark }: { item: ItemOfType<'mtf'>; peer: Of<'mtf'>; mark: ItemMark | null }) {
  const bars = peer.statements.map(({ percentTrue }, i) => {
    const answer = item.statements[i]?.answer;
    const given = mark?.type === 'mtf' ? mark.parts[i]?.given : undefined;
    return {
      id: String(i),
      label: `Statement ${i + 1}`,
      note: notes(`the answer is ${answer ? 'true' : 'false'}`, given !== undefined && `you said ${given ? 'true' : 'false'}`),
      percent: percentTrue,
      right: answer === true,
    };
  });
  return <PercentBars label="Share of answers marking each statement true" bars={bars} />;
}
