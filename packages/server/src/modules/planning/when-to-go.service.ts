import {
  alignmentDates,
  betterVerdict,
  destination,
  goVerdict,
  horizonAltitudeAt,
  type HorizonAnswer,
  isKnownTimeZone,
  type NearbySpot,
  type PositionViewer,
  seasonCalendar,
  seenCrossing,
  type ShootConditions,
  type ShootOutlook,
  sunPosition,
  sunTimes,
  type WeatherEntry,
  type WhenToGoAnswer,
} from '@vantage/shared';
import { STEP_S } from '../../adapters/weather/weather';
import { notFound } from '../../lib/errors';
import { Lru } from '../../lib/lru';
import { positionSeenBy } from '../../lib/spot-position';
import type { PlanningRepository } from './planning.repository';
import type { WeatherService } from './weather.service';

/** Low cloud toward the sun is read this far out: the horizon the light comes through. */
export const TOWARD_SUN_M = 30_000;
/** A better spot for a no-go is looked for this far. */
export const ALTERNATIVE_RADIUS_M = 30_000;
/** …among at most this many of the nearest spots (each is one forecast). */
const ALTERNATIVES_ASKED = 3;
/** The sunrises and sunsets given: tonight, tomorrow morning, and the next pair. */
const EVENTS_SHOWN = 4;
/** The season calendar reads at most this many photos. */
const SEASON_PHOTOS = 2000;
/** Alignments are computed once a day per spot and heading. */
const ALIGNMENTS_KEPT = 1000;
const DAY_MS = 86_400_000;

type Outlook = WhenToGoAnswer['outlook'];
type Alignments = WhenToGoAnswer['geometry']['alignments'];

/** What the card needs of the other services. */
export interface WhenToGoDeps {
  repository: Pick<PlanningRepository, 'spotOutlook' | 'photoTakenTimes'>;
  weather: Pick<WeatherService, 'forecast' | 'forecastAt'>;
  /** The spots nearest to a position, nearest first, as `viewer` may know them. */
  nearby: (
    position: { lat: number; lng: number },
    viewer: PositionViewer | null,
  ) => Promise<NearbySpot[]>;
  horizon: (position: { lat: number; lng: number }) => Promise<HorizonAnswer>;
  now?: () => number;
}

function stepAt(steps: readonly WeatherEntry[], epochMs: number): WeatherEntry | undefined {
  const epochS = epochMs / 1000;
  return steps.find((step) => step.dt <= epochS && epochS < step.dt + STEP_S);
}

/** A forecast step as the card shows it: a cloud layer or visibility left out is null. */
function weatherOf(step: WeatherEntry) {
  return {
    clouds: step.clouds,
    cloudsLow: step.cloudsLow ?? null,
    cloudsMid: step.cloudsMid ?? null,
    cloudsHigh: step.cloudsHigh ?? null,
    rain: step.rain,
    snow: step.snow,
    wndSpeed: step.wndSpeed,
    visibility: step.visibility ?? null,
  };
}

function conditionsOf(
  weather: ReturnType<typeof weatherOf>,
  towardSunLowPct: number | null,
): ShootConditions {
  return {
    cloudsPct: weather.clouds,
    cloudsLowPct: weather.cloudsLow,
    cloudsMidPct: weather.cloudsMid,
    cloudsHighPct: weather.cloudsHigh,
    towardSunLowPct,
    rainMm: weather.rain,
    snowMm: weather.snow,
    windMs: weather.wndSpeed,
    visibilityM: weather.visibility,
  };
}

/**
 * A spot's "when to go" card (`GET /point/{id}/when-to-go`): a go / maybe / no-go for the next
 * sunrises and sunsets from the forecast, with a better spot nearby for a no-go; the months and
 * light its photos were taken in; the days the sun or full moon lines up with its default view.
 */
export class WhenToGoService {
  private readonly alignments = new Lru<string, Alignments>(ALIGNMENTS_KEPT);
  private readonly now: () => number;

  constructor(private readonly deps: WhenToGoDeps) {
    this.now = deps.now ?? Date.now;
  }

  /**
   * The card as `viewer` may know the place: everything (sun azimuths, the skyline, the
   * better spot's distance, the line-ups) worked out from the position they may know.
   */
  async whenToGo(spotId: number, viewer: PositionViewer | null = null): Promise<WhenToGoAnswer> {
    const spot = await this.deps.repository.spotOutlook(spotId);
    if (!spot) throw notFound('spot');
    const seen = positionSeenBy(viewer, spot);
    const position = { lat: seen.lat, lng: seen.lng };
    const timeZone = spot.tz && isKnownTimeZone(spot.tz) ? spot.tz : 'UTC';
    const [horizon, takenTimes] = await Promise.all([
      this.deps.horizon(position).catch(() => null),
      this.deps.repository.photoTakenTimes(spotId, SEASON_PHOTOS),
    ]);
    const skyline = horizon?.available ? horizon : null;
    const outlook = await this.outlook(spotId, position, timeZone, skyline, viewer);
    const headingDeg = spot.headingDeg === null ? null : ((spot.headingDeg % 360) + 360) % 360;
    return {
      outlook,
      season: {
        photos: takenTimes.length,
        months: seasonCalendar(takenTimes, { ...position, timeZone }),
      },
      geometry: {
        headingDeg,
        alignments:
          headingDeg === null ? [] : this.alignmentsOf(spotId, position, headingDeg, skyline),
      },
    };
  }

  private alignmentsOf(
    spotId: number,
    position: { lat: number; lng: number },
    headingDeg: number,
    skyline: HorizonAnswer | null,
  ): Alignments {
    const nowMs = this.now();
    const dayStartMs = nowMs - (nowMs % DAY_MS);
    const key = `${spotId},${position.lat},${position.lng},${headingDeg.toFixed(1)},${skyline ? 1 : 0},${dayStartMs}`;
    const kept = this.alignments.get(key);
    if (kept) return kept;
    const found = alignmentDates(position.lat, position.lng, headingDeg, dayStartMs, {
      horizonDeg: skyline ? Math.max(0, horizonAltitudeAt(skyline, headingDeg)) : 0,
    });
    this.alignments.set(key, found);
    return found;
  }

  private async outlook(
    spotId: number,
    position: { lat: number; lng: number },
    timeZone: string,
    skyline: HorizonAnswer | null,
    viewer: PositionViewer | null,
  ): Promise<Outlook> {
    const none: Outlook = {
      available: false,
      towardSunM: TOWARD_SUN_M,
      alternativeRadiusM: ALTERNATIVE_RADIUS_M,
      events: [],
    };
    const forecast = await this.deps.weather.forecast(spotId);
    if (!forecast.available || forecast.weather.length === 0) {
      return forecast.unavailable ? { ...none, unavailable: true } : none;
    }
    const steps = forecast.weather;
    const nowMs = this.now();
    const coveredUntilMs = (steps[steps.length - 1]!.dt + STEP_S) * 1000;

    const instants: { kind: 'sunrise' | 'sunset'; at: Date }[] = [];
    for (let dayMs = nowMs - DAY_MS; dayMs < coveredUntilMs; dayMs += DAY_MS) {
      const times = sunTimes(new Date(dayMs), position.lat, position.lng, undefined, { timeZone });
      if (times.sunrise) instants.push({ kind: 'sunrise', at: times.sunrise });
      if (times.sunset) instants.push({ kind: 'sunset', at: times.sunset });
    }
    const upcoming = instants
      .filter(({ at }) => at.getTime() > nowMs && stepAt(steps, at.getTime()))
      .sort((a, b) => a.at.getTime() - b.at.getTime())
      .filter(
        (event, index, all) => index === 0 || event.at.getTime() !== all[index - 1]!.at.getTime(),
      )
      .slice(0, EVENTS_SHOWN);

    const alternatives = this.alternatives(position, viewer);
    const events = await Promise.all(
      upcoming.map(async ({ kind, at }): Promise<ShootOutlook> => {
        const epochMs = at.getTime();
        const step = stepAt(steps, epochMs)!;
        const { azimuthDeg } = sunPosition(at, position.lat, position.lng);
        const towardSun = destination(position, azimuthDeg, TOWARD_SUN_M);
        const farSteps =
          step.cloudsLow == null
            ? null
            : await this.deps.weather.forecastAt(towardSun.lat, towardSun.lng);
        const towardSunLow = (farSteps && stepAt(farSteps, epochMs)?.cloudsLow) ?? null;
        const weather = weatherOf(step);
        const { verdict, reasons } = goVerdict(conditionsOf(weather, towardSunLow));
        const seen = skyline
          ? seenCrossing(
              'sun',
              skyline,
              position.lat,
              position.lng,
              at,
              kind === 'sunrise' ? 1 : -1,
            )
          : null;
        return {
          kind,
          epochMs,
          seenEpochMs: seen ? seen.getTime() : null,
          azimuthDeg,
          verdict,
          reasons,
          ...weather,
          towardSunLow,
          alternative:
            verdict === 'no-go' ? await this.betterNearby(alternatives, epochMs, verdict) : null,
        };
      }),
    );
    return { ...none, available: true, events };
  }

  /** The nearest few spots within the radius, each with its forecast, asked once when needed. */
  private alternatives(position: { lat: number; lng: number }, viewer: PositionViewer | null) {
    let loading: Promise<{ spot: NearbySpot; steps: WeatherEntry[] }[]> | null = null;
    return () =>
      (loading ??= (async () => {
        const near = (await this.deps.nearby(position, viewer))
          .filter((spot) => spot.distanceM <= ALTERNATIVE_RADIUS_M)
          .slice(0, ALTERNATIVES_ASKED);
        const forecasts = await Promise.all(
          near.map((spot) => this.deps.weather.forecast(spot.id).catch(() => null)),
        );
        return near.flatMap((spot, index) => {
          const answer = forecasts[index];
          return answer?.available ? [{ spot, steps: answer.weather }] : [];
        });
      })());
  }

  private async betterNearby(
    alternatives: ReturnType<WhenToGoService['alternatives']>,
    epochMs: number,
    verdict: ShootOutlook['verdict'],
  ): Promise<ShootOutlook['alternative']> {
    for (const { spot, steps } of await alternatives()) {
      const step = stepAt(steps, epochMs);
      if (!step) continue;
      const theirs = goVerdict(conditionsOf(weatherOf(step), null)).verdict;
      if (betterVerdict(theirs, verdict)) {
        return {
          id: spot.id,
          title: spot.title,
          lat: spot.lat,
          long: spot.long,
          distanceM: Math.round(spot.distanceM),
          verdict: theirs,
        };
      }
    }
    return null;
  }
}
