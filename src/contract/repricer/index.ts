export * from './codes';
export * from './market';
export * from './rules';
export * from './settings';
export * from './transfer';
export { formatLine, parseLine, LineError } from './transferLine';
export {
  comparedFigureSchema,
  decisionBoundsSchema,
  GUARDS,
  guardStepSchema,
  repricingDecisionSchema,
  trailLineSchema,
  type ComparedFigure,
  type DecisionBounds,
  type Guard,
  type GuardStep,
  type RepricingDecision,
  type TrailLine,
} from './engine/decision';
export { priceSku, type PricingInput } from './engine/priceSku';
export { boundsOf, type Bounds } from './engine/guards';
export { checkRun, dropsBeyond, pauseRun, type RunCheck } from './engine/circuitBreaker';
