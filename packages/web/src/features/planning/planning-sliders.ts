import { instantFromZoned, zonedParts } from '@vantage/shared';
import { zonedDateFormat } from '../../lib/zoned-date-format';

/** The day-of-year slider runs 0 … 364. */
export const DAY_SLIDER_MAX = 364;
/** The time slider runs over a day in milliseconds, 0 … 86,400,000. */
export const TIME_SLIDER_MAX_MS = 86_400_000;
/** The end of the time slider is the last moment of the same day, not the next midnight. */
const LAST_MS_OF_DAY = TIME_SLIDER_MAX_MS - 1;

export interface SliderValues {
  /** The wall-clock year the sliders move within. */
  year: number;
  dayOfYear: number;
  msOfDay: number;
}

/**
 * Where the sliders stand for an instant, read on the spot's wall clock (never the browser's).
 * 31 December of a leap year (day 365) sits at the end of the day slider.
 */
export function sliderValues(epochMs: number, timeZone: string): SliderValues {
  const parts = zonedParts(epochMs, timeZone);
  return {
    year: parts.year,
    dayOfYear: Math.min(parts.dayOfYear, DAY_SLIDER_MAX),
    msOfDay: parts.msOfDay,
  };
}

/**
 * The instant the sliders name on the spot's wall clock. A time in the hour skipped by a
 * daylight-saving change moves forward by the gap; a repeated hour takes its first occurrence.
 */
export function instantFromSliders(values: SliderValues, timeZone: string): number {
  const dayOfYear = Math.min(Math.max(Math.round(values.dayOfYear), 0), DAY_SLIDER_MAX);
  const msOfDay = Math.min(Math.max(Math.round(values.msOfDay), 0), LAST_MS_OF_DAY);
  return instantFromZoned(values.year, dayOfYear, msOfDay, timeZone);
}

/** The same wall-clock time on another day of the year. */
export function moveToDay(epochMs: number, dayOfYear: number, timeZone: string): number {
  const current = zonedParts(epochMs, timeZone);
  return instantFromSliders({ year: current.year, dayOfYear, msOfDay: current.msOfDay }, timeZone);
}

/** Another wall-clock time on the same day. */
export function moveToTime(epochMs: number, msOfDay: number, timeZone: string): number {
  const current = zonedParts(epochMs, timeZone);
  return instantFromSliders(
    { year: current.year, dayOfYear: current.dayOfYear, msOfDay },
    timeZone,
  );
}

const dateFormat = zonedDateFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** 'Sat 21 Nov 2026' on the spot's calendar. */
export function formatZonedDate(epochMs: number, timeZone: string): string {
  return dateFormat(timeZone).format(epochMs).replace(',', '');
}

/** A 'HH:mm' label for a slider position given as ms of the day. */
export function formatMsOfDay(msOfDay: number): string {
  const minutes = Math.floor(Math.min(msOfDay, LAST_MS_OF_DAY) / 60_000);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
