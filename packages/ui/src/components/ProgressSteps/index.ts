export { ProgressSteps } from './ProgressSteps';
export type { ProgressStep, ProgressStepsProps } from './ProgressSteps';
