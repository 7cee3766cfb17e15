import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { markResponse } from '@medprep/shared';
import { axeViolations } from '../../testing/axe';
import { CHOOSE, EMQ, ITEMS, MTF, NUMERIC, RANKING, RESPONSES, SBA } from '../../testing/review-fixtures';
import { ItemOutcome } from './ItemOutcome';

const rows = (name: string) => within(screen.getByRole('list', { name })).getAllByRole('listitem');

describe('ItemOutcome', () => {
  it('marks a single best answer of four options: the right one and the wrong choice, with every explanation', () => {
    render(<ItemOutcome item={SBA} mark={markResponse(SBA, RESPONSES.sba)} />);
    const options = rows('Options and explanations');
    expect(options).toHaveLength(4);
    expect(options[0]).toHaveTextContent('Option A: Aspirin 300 mg✓ Correct answer');
    expect(options[0]).toHaveTextContent('Antiplatelet: give it first.');
    expect(options[2]).toHaveTextContent('Your answer — incorrect');
    expect(options[1]).not.toHaveTextContent(/answer/i);
  });

  it('marks each true/false statement against the key, with its mark and explanation', () => {
    render(<ItemOutcome item={MTF} mark={markResponse(MTF, RESPONSES.mtf)} />);
    const statements = rows('Statements and explanations');
    expect(statements.map((s) => s.querySelector('.quiz-outcome__verdict')?.textContent?.trim())).toEqual([
      '✓ You: True — correct, 1 of 1 mark',
      '✗ You: True — the answer is False, 0 of 1 mark',
      '✓ You: True — correct, 1 of 1 mark',
    ]);
    expect(statements[1]).toHaveTextContent('Propofol has no analgesic action.');
  });

  it('lists the EMQ options, then each stem with the option given, the right one and its explanation', () => {
    render(<ItemOutcome item={EMQ} mark={markResponse(EMQ, RESPONSES.emq)} />);
    expect(rows('Options').map((o) => o.textContent)).toContain('C Pulmonary embolism');
    const stems = rows('Stems and explanations');
    expect(stems[0]).toHaveTextContent('You: C (Pulmonary embolism) — correct, 1 of 1 mark');
    expect(stems[1]).toHaveTextContent('You: B (Pericarditis) — the answer is A (Aortic dissection), 0 of 1 mark');
    expect(stems[1]).toHaveTextContent('Tearing pain and unequal pressures: dissection.');
  });

  it('sets the ranking given against the ideal order, 4 marks less the distance for each response', () => {
    render(<ItemOutcome item={RANKING} mark={markResponse(RANKING, RESPONSES.ranking)} />);
    expect(screen.getByText('Your order').nextElementSibling).toHaveTextContent('A, C, E, B, D');
    expect(screen.getByText('The ideal order').nextElementSibling).toHaveTextContent('C, A, E, D, B');
    const responses = rows('Responses in the ideal order, with explanations');
    expect(responses[0]).toHaveTextContent('Response C: Tell the consultant now');
    expect(responses[0]).toHaveTextContent('Ideal place 1st, you placed it 2nd: 3 of 4 marks');
    expect(responses[2]).toHaveTextContent('Ideal place 3rd, you placed it there too: 4 of 4 marks');
    expect(responses[4]).toHaveTextContent('Never appropriate.');
  });

  it('sets the three choices against the right three, 4 marks for each right one', () => {
    render(<ItemOutcome item={CHOOSE} mark={markResponse(CHOOSE, RESPONSES.choose)} />);
    expect(screen.getByText('Your choices').nextElementSibling).toHaveTextContent('A, B, C');
    expect(screen.getByText('The right three').nextElementSibling).toHaveTextContent('A, C, E');
    const responses = rows('Responses and explanations');
    expect(responses[0]).toHaveTextContent('Your choice — right, 4 of 4 marks');
    expect(responses[1]).toHaveTextContent('Your choice — not one of the right three, no marks');
    expect(responses[4]).toHaveTextContent('One of the right three — you did not choose it');
    expect(responses[6]).toHaveTextContent('Why response G is or is not right.');
  });

  it('sets a numeric answer against the value, its tolerance and unit', () => {
    render(<ItemOutcome item={NUMERIC} mark={markResponse(NUMERIC, RESPONSES.numeric)} />);
    expect(screen.getByText('Your answer').nextElementSibling).toHaveTextContent('295 mg ✓ within the accepted range, 1 of 1 mark');
    expect(screen.getByText('The answer').nextElementSibling).toHaveTextContent('300 mg ± 10 mg (290 mg to 310 mg accepted)');
  });

  it('shows only the keys when the item was not answered', () => {
    render(<ItemOutcome item={RANKING} mark={null} />);
    expect(screen.getByText('Your order').nextElementSibling).toHaveTextContent('Not answered');
    expect(rows('Responses in the ideal order, with explanations')[0]).toHaveTextContent('Ideal place 1st');
    expect(screen.queryByText(/marks/)).toBeNull();
  });

  it.each(Object.values(ITEMS))('is accessible for a $type item', async (item) => {
    const { container } = render(<ItemOutcome item={item} mark={markResponse(item, RESPONSES[item.type] as never)} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
