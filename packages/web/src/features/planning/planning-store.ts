// The planning state is the page's, shared with the 360 view: it lives in core.
export {
  CROP_FACTORS,
  setPlanningPrefs,
  setPlanningTime,
  usePlanningPrefs,
  usePlanningTime,
} from '../../core/planning-state';
export type { CropFactorName, PlanningPrefs } from '../../core/planning-state';
