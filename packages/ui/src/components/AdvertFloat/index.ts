export {
  AdvertFloat,
  defaultAdvertFloatLabels,
  ADVERT_MOVE_INTERVAL_MS,
  ADVERT_MOVE_STEP_PX,
  ADVERT_START_MIN_PX,
  ADVERT_START_MAX_PX,
  ADVERT_STRIP_BELOW_PX,
} from './AdvertFloat';
export type { Advert, AdvertFloatProps, AdvertFloatLabels } from './AdvertFloat';
export { useMediaQuery, useReducedMotion } from './useReducedMotion';
