export { Facts, factsLooks, factsTermWidths } from './Facts';
export type { Fact, FactsProps, FactsLook, FactsTermWidth } from './Facts';
