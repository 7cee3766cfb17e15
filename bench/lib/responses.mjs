// Responses to items of every type for the benchmark: the right one and a handful of wrong or
// partly right ones, each with the marks the shared rules give it.
import { correctResponse, markResponse, maxScoreOf } from '@medprep/shared';

const swap = (list, i, j) => list.map((x, k) => (k === i ? list[j] : k === j ? list[i] : x));

/** Responses that are not the right one (some partly right), derived from it. */
function wrongResponses(item, right) {
  switch (item.type) {
    case 'sba':
      return item.options.filter((o) => o.key !== right.choice).map((o) => ({ choice: o.key }));
    case 'mtf':
      return right.marks.map((_, i) => ({ marks: right.marks.map((m, k) => (k === i ? !m : m)) }));
    case 'emq':
      return right.answers.map((_, i) => ({
        answers: right.answers.map((a, k) => (k === i ? item.options.find((o) => o.key !== a).key : a)),
      }));
    case 'ranking':
      return right.order.slice(1).map((_, i) => ({ order: swap(right.order, i, i + 1) }));
    case 'choose': {
      const spare = item.responses.find((r) => !right.choices.includes(r.key)).key;
      return right.choices.map((_, i) => ({ choices: right.choices.map((c, k) => (k === i ? spare : c)) }));
    }
    case 'numeric': {
      const off = item.tolerance * 3 + 1;
      return [{ value: item.value + off }, { value: item.value - off }];
    }
  }
  throw new Error(`no responses for an item of type ${item.type}`);
}

/** The right response first, then the others, each with its score, the maximum and whether it is full marks. */
export function responsesTo(item) {
  const right = correctResponse(item);
  const maxScore = maxScoreOf(item);
  return [right, ...wrongResponses(item, right)].map((response) => {
    const { score } = markResponse(item, response);
    return { response, score, maxScore, correct: score === maxScore };
  });
}

/** The `k`-th of an item's responses, cycling (0 is the right one). */
export function responseAt(item, k) {
  const all = responsesTo(item);
  return all[k % all.length].response;
}
