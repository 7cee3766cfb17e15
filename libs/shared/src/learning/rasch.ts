/**
 * The Rasch (one-parameter logistic) model: the chance a person of ability θ gets an item of
 * difficulty b right is 1 / (1 + e^-(θ - b)), both on the logit scale.
 *
 * Partial-credit items (EMQ, ranking, choose, MTF) enter as one response whose outcome is the score
 * fraction (score / max score): the Bernoulli log-likelihood x·log p + (1 − x)·log(1 − p) with a
 * fractional x. This keeps one difficulty per item and treats a half-right EMQ as half a right answer.
 */

export interface Response {
  item: string;
  person: string;
  /** Score fraction, 0–1 (1 = full marks). */
  score: number;
}

export interface FittedItem {
  difficulty: number;
  /** Posterior standard error of the difficulty. */
  se: number;
  responses: number;
}

export interface FitOptions {
  /** Prior on difficulties: normal(0, priorSd²); pulls items with few responses towards average. */
  priorSd?: number;
  /** Prior on abilities during the fit, which keeps all-right and all-wrong people finite. */
  abilitySd?: number;
  maxIterations?: number;
  tolerance?: number;
  /** Called after each sweep with (sweep, maxIterations), for progress. */
  onSweep?: (sweep: number, of: number) => void;
}

export const DIFFICULTY_PRIOR_SD = 1;
export const ABILITY_PRIOR_SD = 2;

export const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/** The Rasch chance of a right answer. */
export function rightChance(ability: number, difficulty: number): number {
  return logistic(ability - difficulty);
}

const clampStep = (step: number) => Math.max(-2, Math.min(2, step));

/**
 * Item difficulties from every response: joint maximum a posteriori estimation (alternating Newton
 * steps for people and items) with normal priors on both, so an item with few responses stays near
 * the average difficulty and an item with none is not listed. Returns difficulties by item.
 */
export function fitDifficulties(responses: readonly Response[], options: FitOptions = {}): Map<string, FittedItem> {
  const priorSd = options.priorSd ?? DIFFICULTY_PRIOR_SD;
  const abilitySd = options.abilitySd ?? ABILITY_PRIOR_SD;
  const maxIterations = options.maxIterations ?? 100;
  const tolerance = options.tolerance ?? 1e-4;

  const itemIndex = new Map<string, number>();
  const personIndex = new Map<string, number>();
  const n = responses.length;
  const itemOf = new Int32Array(n);
  const personOf = new Int32Array(n);
  const score = new Float64Array(n);
  responses.forEach((r, i) => {
    if (!itemIndex.has(r.item)) itemIndex.set(r.item, itemIndex.size);
    if (!personIndex.has(r.person)) personIndex.set(r.person, personIndex.size);
    itemOf[i] = itemIndex.get(r.item)!;
    personOf[i] = personIndex.get(r.person)!;
    score[i] = Math.max(0, Math.min(1, r.score));
  });

  const b = new Float64Array(itemIndex.size);
  const theta = new Float64Array(personIndex.size);
  const gradB = new Float64Array(b.length);
  const infoB = new Float64Array(b.length);
  const gradT = new Float64Array(theta.length);
  const infoT = new Float64Array(theta.length);

  for (let sweep = 1; sweep <= maxIterations; sweep++) {
    // People, given the items.
    gradT.fill(0);
    infoT.fill(0);
    for (let i = 0; i < n; i++) {
      const p = logistic(theta[personOf[i]] - b[itemOf[i]]);
      gradT[personOf[i]] += score[i] - p;
      infoT[personOf[i]] += p * (1 - p);
    }
    for (let j = 0; j < theta.length; j++) {
      theta[j] += clampStep((gradT[j] - theta[j] / abilitySd ** 2) / (infoT[j] + 1 / abilitySd ** 2));
    }
    // Items, given the people.
    gradB.fill(0);
    infoB.fill(0);
    for (let i = 0; i < n; i++) {
      const p = logistic(theta[personOf[i]] - b[itemOf[i]]);
      gradB[itemOf[i]] += p - score[i];
      infoB[itemOf[i]] += p * (1 - p);
    }
    let largest = 0;
    for (let k = 0; k < b.length; k++) {
      const step = clampStep((gradB[k] - b[k] / priorSd ** 2) / (infoB[k] + 1 / priorSd ** 2));
      b[k] += step;
      largest = Math.max(largest, Math.abs(step));
    }
    options.onSweep?.(sweep, maxIterations);
    if (largest < tolerance) break;
  }

  const counts = new Int32Array(b.length);
  for (let i = 0; i < n; i++) counts[itemOf[i]]++;
  const fitted = new Map<string, FittedItem>();
  for (const [item, k] of itemIndex) fitted.set(item, { difficulty: b[k], se: 1 / Math.sqrt(infoB[k] + 1 / priorSd ** 2), responses: counts[k] });
  return fitted;
}

export interface AbilityEstimate {
  ability: number;
  /** Posterior standard error: 1 / √(test information + prior precision). */
  se: number;
}

/**
 * A person's ability given item difficulties: the maximum a posteriori estimate under a normal(0,
 * ABILITY_PRIOR_SD²) prior (finite even when every answer is right), by Newton's method.
 */
export function estimateAbility(answers: ReadonlyArray<{ difficulty: number; score: number }>, priorSd = ABILITY_PRIOR_SD): AbilityEstimate {
  let theta = 0;
  let info = 0;
  for (let iteration = 0; iteration < 100; iteration++) {
    let grad = -theta / priorSd ** 2;
    info = 1 / priorSd ** 2;
    for (const a of answers) {
      const p = rightChance(theta, a.difficulty);
      grad += Math.max(0, Math.min(1, a.score)) - p;
      info += p * (1 - p);
    }
    const step = clampStep(grad / info);
    theta += step;
    if (Math.abs(step) < 1e-8) break;
  }
  return { ability: theta, se: 1 / Math.sqrt(info) };
}

/** The expected percent on a paper of these difficulties for this ability (mean right chance × 100). */
export function expectedPercent(ability: number, difficulties: readonly number[]): number {
  if (difficulties.length === 0) return 0;
  return (100 * difficulties.reduce((sum, b) => sum + rightChance(ability, b), 0)) / difficulties.length;
}

/** The standard normal cumulative distribution (Abramowitz–Stegun 7.1.26, error < 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** z for a two-sided 95 % band. */
export const BAND_Z = 1.96;

export interface PaperPrediction {
  predictedPercent: number;
  /** The predicted percent at ability ± 1.96 SE: a 95 % band for the ability's uncertainty. */
  band: [number, number];
}

/** The predicted percent on the full paper and its band; expectedPercent rises with ability, so the band maps through. */
export function predictPaper(estimate: AbilityEstimate, difficulties: readonly number[]): PaperPrediction {
  return {
    predictedPercent: expectedPercent(estimate.ability, difficulties),
    band: [expectedPercent(estimate.ability - BAND_Z * estimate.se, difficulties), expectedPercent(estimate.ability + BAND_Z * estimate.se, difficulties)],
  };
}

/** The ability whose expected percent on the paper equals `percent` (bisection; the curve is monotone). */
export function abilityForPercent(percent: number, difficulties: readonly number[]): number {
  let lo = -15;
  let hi = 15;
  for (let i = 0; i < 80; i++) {
    const mid = (lo + hi) / 2;
    if (expectedPercent(mid, difficulties) < percent) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/**
 * The probability of passing: the chance the true ability lies above the ability whose expected
 * percent is the pass mark, with the ability normal(estimate, se²). It leaves out the luck of which
 * items a real paper draws, so it is a little too sure at the extremes.
 */
export function passProbability(estimate: AbilityEstimate, difficulties: readonly number[], passPercent: number): number {
  const needed = abilityForPercent(passPercent, difficulties);
  return normalCdf((estimate.ability - needed) / estimate.se);
}
