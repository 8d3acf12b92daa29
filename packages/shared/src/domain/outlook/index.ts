export {
  alignmentDates,
  MOON_ALIGNMENT_TOLERANCE_DEG,
  SUN_ALIGNMENT_TOLERANCE_DEG,
  type Alignment,
} from './alignments.js';
export {
  betterVerdict,
  goVerdict,
  worseVerdict,
  type GoVerdict,
  type ShootConditions,
  type VerdictReason,
} from './go-verdict.js';
export { photoLight, seasonCalendar, type PhotoLight, type SeasonMonth } from './season.js';
