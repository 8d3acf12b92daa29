/** Planning a shot: sun and moon, the light of the day, weather, webcams and the lens preferences. */
export { PlanningMapOverlay, PlanningMapPanel } from './planning-map-parts';
export { useHorizon } from './planning-api';
export { CROP_FACTORS, usePlanningPrefs, usePlanningTime } from './planning-store';
export type { CropFactorName, PlanningPrefs } from './planning-store';
export { SunMoonPanel } from './sun-moon-panel';
export { DAY_SLIDER_MAX } from './planning-sliders';
export { DayOfYearSlider, TimeOfDaySlider } from './time-sliders';
export { WhenToGoCard } from './when-to-go-card';
export { spotPlace } from './use-planning-sky';
export { WebcamsPanel } from './webcams-panel';
