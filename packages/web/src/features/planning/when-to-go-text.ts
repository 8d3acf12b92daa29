import { formatDistance, formatZonedTime, type WhenToGoAnswer } from '@vantage/shared';
import { compassPoint } from './azimuth-geometry';

type Outlook = WhenToGoAnswer['outlook']['events'][number];
type Alignment = WhenToGoAnswer['geometry']['alignments'][number];
type Month = WhenToGoAnswer['season']['months'][number];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_MS = 86_400_000;

/** The month's short name, 1 = January. */
export function monthName(month: number): string {
  return MONTHS[month - 1]!;
}

/** A date on the spot's calendar, e.g. "12 Feb". */
export function formatZonedDate(epochMs: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone }).format(
    epochMs,
  );
}

function zonedDayNumber(epochMs: number, timeZone: string): number {
  const [day, month, year] = new Intl.DateTimeFormat('en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone,
  })
    .format(epochMs)
    .split('/')
    .map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** "Tonight's sunset", "Tomorrow morning's sunrise", then the weekday. */
export function outlookTitle(event: Outlook, nowMs: number, timeZone: string): string {
  const days = zonedDayNumber(event.epochMs, timeZone) - zonedDayNumber(nowMs, timeZone);
  if (event.kind === 'sunset') {
    if (days === 0) return "Tonight's sunset";
    if (days === 1) return 'Tomorrow evening’s sunset';
  } else {
    if (days === 0) return "This morning's sunrise";
    if (days === 1) return "Tomorrow morning's sunrise";
  }
  const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone }).format(
    event.epochMs,
  );
  return `${weekday}'s ${event.kind}`;
}

/** When and where: "07:12, ESE (112°); over the terrain 07:48". */
export function outlookWhen(event: Outlook, timeZone: string): string {
  const at = `${formatZonedTime(event.epochMs, timeZone)}, ${compassPoint(event.azimuthDeg)} (${Math.round(event.azimuthDeg)}°)`;
  if (event.seenEpochMs === null || Math.abs(event.seenEpochMs - event.epochMs) < 60_000) {
    return at;
  }
  const seen = formatZonedTime(event.seenEpochMs, timeZone);
  return `${at}; ${event.kind === 'sunrise' ? 'over the terrain' : 'behind the terrain'} ${seen}`;
}

/** The clouds by layer, or the total where the provider gives no layers. */
export function outlookClouds(event: Outlook, towardSunM: number): string {
  const layers =
    event.cloudsLow === null
      ? `Clouds ${Math.round(event.clouds)}%`
      : `Clouds low ${event.cloudsLow}%, mid ${event.cloudsMid ?? 0}%, high ${event.cloudsHigh ?? 0}%`;
  const toward =
    event.towardSunLow === null
      ? ''
      : `; low ${event.towardSunLow}% ${formatDistance(towardSunM)} toward the sun`;
  return layers + toward;
}

/** "The sun sets in the view's direction" lines, grouped by body and event. */
export function alignmentLines(alignments: Alignment[], timeZone: string): string[] {
  const groups = new Map<string, Alignment[]>();
  for (const alignment of alignments) {
    const key = `${alignment.body} ${alignment.event}`;
    groups.set(key, [...(groups.get(key) ?? []), alignment]);
  }
  return [...groups.entries()].map(([key, found]) => {
    const [body, event] = key.split(' ') as [Alignment['body'], Alignment['event']];
    const subject = body === 'sun' ? 'The sun' : 'The full moon';
    const dates = found
      .map(
        (alignment) =>
          `${formatZonedDate(alignment.epochMs, timeZone)} ${formatZonedTime(alignment.epochMs, timeZone)}`,
      )
      .join(', ');
    return `${subject} ${event}s in the view: ${dates}`;
  });
}

/** "Most photographed in July, mostly at sunset" from the calendar; null without photos. */
export function seasonSummary(months: Month[]): string | null {
  const busiest = [...months].sort((a, b) => b.photos - a.photos)[0];
  if (!busiest || busiest.photos === 0) return null;
  const totals = { sunrise: 0, day: 0, sunset: 0, night: 0 };
  for (const month of months) {
    for (const light of Object.keys(totals) as (keyof typeof totals)[]) {
      totals[light] += month.light[light];
    }
  }
  const [light] = Object.entries(totals).sort((a, b) => b[1] - a[1])[0]!;
  const at = { sunrise: 'at sunrise', day: 'by day', sunset: 'at sunset', night: 'at night' }[
    light as keyof typeof totals
  ];
  const longName = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2000, busiest.month - 1, 15),
  );
  return `Most photographed in ${longName}, mostly ${at}.`;
}
