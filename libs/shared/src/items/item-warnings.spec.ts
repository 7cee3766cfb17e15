import { describe, expect, it } from 'vitest';
import { chooseItem, emqItem, mtfItem, numericItem, rankingItem, sbaItem } from './item.fixtures';
import { itemWarnings } from './item-warnings';

describe('itemWarnings', () => {
  it('has nothing to say about the fixtures', () => {
    for (const item of [sbaItem(), mtfItem(), emqItem(), rankingItem(), chooseItem(), numericItem()]) expect(itemWarnings(item)).toEqual([]);
  });

  it('warns when the responses to rank are listed in their ideal order, or its reverse', () => {
    const warning = { path: 'idealOrder', message: 'follows the order the responses are listed in: list them in another order' };
    expect(itemWarnings(rankingItem(['A', 'B', 'C', 'D', 'E']))).toEqual([warning]);
    expect(itemWarnings(rankingItem(['E', 'D', 'C', 'B', 'A']))).toEqual([warning]);
    expect(itemWarnings(rankingItem(['A', 'B', 'C', 'E', 'D']))).toEqual([]);
  });

  it('warns when the three right responses are the first or the last three', () => {
    expect(itemWarnings(chooseItem(['C', 'A', 'B']))).toEqual([{ path: 'answers', message: 'are the first or the last three responses: list them among the others' }]);
    expect(itemWarnings(chooseItem(['H', 'F', 'G']))).toHaveLength(1);
    expect(itemWarnings(chooseItem(['A', 'B', 'H']))).toEqual([]);
  });

  it('names an option, response or statement that reads the same as an earlier one', () => {
    const sba = sbaItem();
    sba.options[3].text = '  option   b ';
    expect(itemWarnings(sba)).toEqual([{ path: 'options[3].text', message: 'reads the same as options[1].text' }]);
    const mtf = mtfItem([true, false]);
    mtf.statements[1].text = mtf.statements[0].text;
    expect(itemWarnings(mtf)).toEqual([{ path: 'statements[1].text', message: 'reads the same as statements[0].text' }]);
  });
});
