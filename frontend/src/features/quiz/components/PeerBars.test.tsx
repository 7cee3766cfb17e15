import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { markResponse, peerFigures } from '@medprep/shared';
import { axeViolations } from '../testing/axe';
import { CHOOSE, EMQ, ITEMS, MTF, NUMERIC, PEER_COUNTS, RANKING, RESPONSES, SBA } from '../testing/review-fixtures';
import { PeerBars } from './PeerBars';

const peerOf = <I extends (typeof ITEMS)[keyof typeof ITEMS]>(item: I) => peerFigures(item, PEER_COUNTS[item.type]);
const bars = (name: string) => within(screen.getByRole('list', { name })).getAllByRole('listitem').map((row) => row.textContent);

describe('PeerBars', () => {
  it('gives each option’s share for a single best answer, naming the right one and the user’s', () => {
    render(<PeerBars item={SBA} peer={peerOf(SBA)} mark={markResponse(SBA, RESPONSES.sba)} />);
    expect(screen.getByText(/scored full marks/)).toHaveTextContent('65% of 200 answers scored full marks.');
    expect(bars('Share of answers choosing each option')).toEqual(['A (correct answer)65%', 'B10%', 'C (your answer)20%', 'D5%']);
  });

  it('gives each response’s share for a choose-3 item, with the average marks', () => {
    render(<PeerBars item={CHOOSE} peer={peerOf(CHOOSE)} mark={markResponse(CHOOSE, RESPONSES.choose)} />);
    expect(screen.getByText(/scored full marks/)).toHaveTextContent('30% of 200 answers scored full marks; on average they scored 67% of the marks.');
    expect(bars('Share of answers choosing each response').slice(0, 3)).toEqual(['A (one of the right three, your choice)90%', 'B (your choice)10%', 'C (one of the right three, your choice)75%']);
  });

  it('gives the options chosen for each EMQ stem', () => {
    render(<PeerBars item={EMQ} peer={peerOf(EMQ)} mark={markResponse(EMQ, RESPONSES.emq)} />);
    expect(bars('Share of answers choosing each option for stem 1')).toEqual(['A25%', 'C (correct answer, your answer)75%']);
    expect(bars('Share of answers choosing each option for stem 2')).toEqual(['A (correct answer)65%', 'B (your answer)35%']);
  });

  it('gives the share marking each statement true', () => {
    render(<PeerBars item={MTF} peer={peerOf(MTF)} mark={markResponse(MTF, RESPONSES.mtf)} />);
    expect(bars('Share of answers marking each statement true')).toEqual([
      'Statement 1 (the answer is true, you said true)90%',
      'Statement 2 (the answer is false, you said true)30%',
      'Statement 3 (the answer is true, you said true)75%',
    ]);
  });

  it('tabulates the places others gave each response in a ranking, naming the ideal place and the user’s', () => {
    render(<PeerBars item={RANKING} peer={peerOf(RANKING)} mark={markResponse(RANKING, RESPONSES.ranking)} />);
    const table = screen.getByRole('table', { name: 'Where others placed each response (percent of answers)' });
    const rowC = within(table).getByRole('row', { name: /^C / });
    expect(within(rowC).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['60% (ideal)', '40% (yours)', '0%', '0%', '0%']);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Response', '1st', '2nd', '3rd', '4th', '5th']);
  });

  it('gives the share within the accepted range for a numeric item', () => {
    render(<PeerBars item={NUMERIC} peer={peerOf(NUMERIC)} mark={markResponse(NUMERIC, RESPONSES.numeric)} />);
    expect(screen.getByText('55% of answers were within the accepted range.')).toBeVisible();
  });

  it('says so when no one else has answered', () => {
    render(<PeerBars item={SBA} peer={peerFigures(SBA, {})} mark={null} />);
    expect(screen.getByText('No one else has answered this question yet.')).toBeVisible();
  });

  it.each(Object.values(ITEMS))('is accessible for a $type item', async (item) => {
    const { container } = render(<PeerBars item={item} peer={peerOf(item)} mark={markResponse(item, RESPONSES[item.type] as never)} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
