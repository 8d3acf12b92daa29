import type { Base, Container } from './types';
import { createElevationSource } from '../adapters/elevation';
import { createStreetView } from '../adapters/streetview';
import { createWeatherProvider } from '../adapters/weather';
import { createWebcamSource } from '../adapters/webcams';
import { ElevationService } from '../modules/planning/elevation.service';
import { fetchTerrainTile, TerrainTiles } from '../modules/terrain/terrain-tiles';
import { TerrainService } from '../modules/terrain/terrain.service';
import { PanoramaService } from '../modules/planning/panorama.service';
import { ViewAdjustService } from '../modules/planning/view-adjust.service';
import { DatabaseWeatherCache } from '../modules/planning/weather-cache';
import { WeatherService } from '../modules/planning/weather.service';
import { WebcamService } from '../modules/planning/webcam.service';
import { WhenToGoService } from '../modules/planning/when-to-go.service';

/** Terrain tiles and elevations, which spot pages read. */
export function buildGround({
  config,
  repositories,
  breakers,
  log,
}: Base): Pick<Container, 'terrain' | 'elevation'> {
  const terrain = new TerrainService(
    config.terrain
      ? new TerrainTiles(config.terrain, (url) =>
          breakers.of('Terrain tiles').call(() => fetchTerrainTile(url)),
        )
      : null,
    repositories.planning,
    log,
  );
  // An elevation service, when configured, answers before the terrain tiles.
  const elevation = new ElevationService(
    repositories.planning,
    breakers.guard('Elevation lookup', createElevationSource(config), ['elevationM']) ??
      terrain.elevationSource(),
    log,
  );
  return { terrain, elevation };
}

/** Forecasts, webcams, the 360° view with its fixes, and a spot's "when to go" card. */
export function buildPlanning(
  { config, repositories, breakers, shared, log, rateLimits }: Base,
  built: Pick<Container, 'spots' | 'terrain' | 'elevation' | 'spotChanges'>,
): Pick<Container, 'weather' | 'webcams' | 'whenToGo' | 'panorama' | 'views'> {
  // Forecasts are kept in Redis when REDIS_URL is set (shared by every process), else in
  // the database.
  const weather = new WeatherService(
    repositories.planning,
    breakers.guard('Forecast', createWeatherProvider(config), ['forecast']),
    shared.weatherCache ?? new DatabaseWeatherCache(repositories.planning),
    log,
  );
  const views = new ViewAdjustService(
    repositories.planning,
    repositories.spotDetails,
    built.spotChanges,
  );
  return {
    weather,
    whenToGo: new WhenToGoService({
      repository: repositories.planning,
      weather,
      nearby: (position, viewer) => built.spots.near(position, viewer),
      horizon: (position) => built.terrain.horizonAt(position),
    }),
    webcams: new WebcamService(
      repositories.planning,
      breakers.guard('Webcams', createWebcamSource(config), ['nearby']),
      log,
    ),
    panorama: new PanoramaService(
      repositories.planning,
      views,
      built.elevation,
      breakers.guard('Street View', createStreetView(config), ['metadata', 'face']),
      log,
      rateLimits,
    ),
    views,
  };
}
