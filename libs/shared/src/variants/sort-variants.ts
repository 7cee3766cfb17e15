/** Variants sorted by ascending period (stable: equal periods keep their order). */
export function sortVariantsByPeriod<T extends { period: number }>(variants: readonly T[]): T[] {
  return [...variants].sort((a, b) => a.period - b.period);
}
