export {
  AdvertFloat,
  defaultAdvertFloatLabels,
  ADVERT_MOVE_INTERVAL_MS,
  ADVERT_MOVE_STEP_PX,
  ADVERT_START_MIN_PX,
  ADVERT_START_MAX_PX,
} from './AdvertFloat';
export type { Advert, AdvertFloatProps, AdvertFloatLabels } from './AdvertFloat';
export { useReducedMotion } from './useReducedMotion';
