import Slider, { type SliderProps } from '@mui/material/Slider';
import { DAY_SLIDER_MAX, TIME_SLIDER_MAX_MS } from './planning-sliders';

/** What a caller may set on a planning slider besides its range and value. */
type SliderLook = Pick<
  SliderProps<'span', object, number>,
  'sx' | 'getAriaValueText' | 'valueLabelFormat'
>;

/** The day-of-the-year slider of a planning time, 0 … 364 on the spot's calendar. */
export function DayOfYearSlider({
  dayOfYear,
  onDay,
  ...look
}: { dayOfYear: number; onDay: (dayOfYear: number) => void } & SliderLook) {
  return (
    <Slider
      size="small"
      aria-label="Day of the year"
      min={0}
      max={DAY_SLIDER_MAX}
      step={1}
      value={dayOfYear}
      onChange={(_event, value) => onDay(value)}
      {...look}
    />
  );
}

/** The time-of-day slider of a planning time, over a day in milliseconds by `stepMs`. */
export function TimeOfDaySlider({
  msOfDay,
  stepMs,
  onTime,
  ...look
}: { msOfDay: number; stepMs: number; onTime: (msOfDay: number) => void } & SliderLook) {
  return (
    <Slider
      size="small"
      aria-label="Time of day"
      min={0}
      max={TIME_SLIDER_MAX_MS}
      step={stepMs}
      value={msOfDay}
      valueLabelDisplay="auto"
      onChange={(_event, value) => onTime(value)}
      {...look}
    />
  );
}
