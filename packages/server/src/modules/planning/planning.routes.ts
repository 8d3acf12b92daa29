import { z } from 'zod';
import {
  Adjust3DAnswer,
  Adjust3DBody,
  Adjust3DParams,
  ElevationAnswer,
  ElevationBody,
  IdParams,
  PanoramaAnswer,
  PanoramaQuery,
  Set3DViewBody,
  View3D,
  WeatherAnswer,
  WebcamsAnswer,
  WhenToGoAnswer,
} from '@vantage/shared';
import { documentedAs } from '../../lib/route-docs';
import { zodRoutes, type ZodApp } from '../../lib/zod-app';
import { FACES, PANO_ID } from '../../adapters/streetview';
import { signedInOnly } from '../../lib/session-http';
import type { ElevationService } from './elevation.service';
import type { PanoramaService } from './panorama.service';
import type { ViewAdjustService } from './view-adjust.service';
import type { WeatherService } from './weather.service';
import type { WebcamService } from './webcam.service';
import type { WhenToGoService } from './when-to-go.service';

const doc = documentedAs(['planning']);

const FaceParams = z.object({
  panoId: z.string().regex(PANO_ID, { error: 'must be a Street View panorama id' }),
  face: z.enum(FACES, { error: `must be one of ${FACES.join(', ')}` }),
});

/** Cube faces of a panorama never change: browsers and proxies may keep them a month. */
const FACE_CACHE = 'public, max-age=2592000, immutable';

/** The planning services the routes call. */
export interface PlanningServices {
  weather: Pick<WeatherService, 'forecast'>;
  webcams: Pick<WebcamService, 'near'>;
  panorama: Pick<PanoramaService, 'panorama' | 'face'>;
  views: Pick<ViewAdjustService, 'setView' | 'adjust' | 'adjustmentAt'>;
  elevation: Pick<ElevationService, 'adjust'>;
  whenToGo: Pick<WhenToGoService, 'whenToGo'>;
}

/** HTTP for planning a shoot: weather, webcams, the 360 view and its corrections, elevation. */
export function planningRoutes(planning: PlanningServices) {
  return zodRoutes((app) => {
    conditionRoutes(app, planning);
    panoramaRoutes(app, planning);
    viewRoutes(app, planning);
  });
}

/** A question about one spot: its id in the path, 404 when there is no such spot. */
const ABOUT_A_SPOT = { params: IdParams, errors: [404] } as const;

/** What a spot will be like: the weather, when to go, and webcams nearby. */
function conditionRoutes(app: ZodApp, planning: PlanningServices) {
  app.get(
    '/point/:id/weather',
    doc('Forecast at a spot: 5 days at 3-hour steps, or not available', {
      ...ABOUT_A_SPOT,
      response: { 200: WeatherAnswer },
    }),
    (request) => planning.weather.forecast(request.params.id),
  );

  app.get(
    '/point/:id/when-to-go',
    doc(
      'When to go: the next sunrises and sunsets judged from the forecast, the months its photos were taken in, and the days the sun or full moon lines up with its default view',
      { ...ABOUT_A_SPOT, response: { 200: WhenToGoAnswer } },
    ),
    (request) => planning.whenToGo.whenToGo(request.params.id, request.user),
  );

  app.get(
    '/point/:id/webcams',
    doc('Webcams within 25 km of a spot, nearest first', {
      ...ABOUT_A_SPOT,
      response: { 200: WebcamsAnswer },
    }),
    (request) => planning.webcams.near(request.params.id),
  );
}

/** The 360 view of a spot and its Street View faces. */
function panoramaRoutes(app: ZodApp, planning: PlanningServices) {
  app.get(
    '/point/:id/panorama',
    doc("What the spot's 360 view shows: its 360° photo, Street View or a horizon", {
      ...ABOUT_A_SPOT,
      querystring: PanoramaQuery,
      response: { 200: PanoramaAnswer },
    }),
    (request) => {
      const { lat, lng } = request.query;
      return planning.panorama.panorama(
        request.params.id,
        lat != null && lng != null ? { lat, lng } : undefined,
        request.user,
      );
    },
  );

  app.get(
    '/panorama/streetview/:panoId/:face',
    doc('One cube face of a Street View panorama (an image), fetched by the server', {
      params: FaceParams,
      files: { 200: ['image/*'] },
      // 404 also without Street View; 429 past the images a client may fetch in a while.
      errors: [404, 429, 502],
    }),
    async (request, reply) => {
      const image = await planning.panorama.face(
        request.params.panoId,
        request.params.face,
        request.ip,
      );
      return reply
        .header('Content-Type', image.contentType)
        .header('Cache-Control', FACE_CACHE)
        .send(image.bytes);
    },
  );
}

/** Corrections of the 3D view and of a spot's elevation. */
function viewRoutes(app: ZodApp, planning: PlanningServices) {
  app.post(
    '/set3DView',
    doc(
      "Saves the signed-in user's default view of a spot (its D3)",
      { body: Set3DViewBody, response: { 200: View3D }, errors: [401, 404] },
      signedInOnly,
    ),
    (request) => planning.views.setView(request.user, request.body),
  );

  app.post(
    '/adjust3D',
    doc(
      'Records a north and horizon correction of the panorama at a position',
      { body: Adjust3DBody, response: { 200: Adjust3DAnswer }, errors: [401] },
      signedInOnly,
    ),
    (request) => planning.views.adjust(request.user, request.body),
  );

  app.get(
    '/adjust3D/:lat/:lng',
    doc('The correction of the panorama at a position (zero when none)', {
      params: Adjust3DParams,
      response: { 200: Adjust3DAnswer },
    }),
    (request) => planning.views.adjustmentAt(request.params.lat, request.params.lng, request.user),
  );

  app.post(
    '/elevation/:id',
    doc(
      "Sets a spot's elevation in metres (within ±300 m of the ground's)",
      {
        params: IdParams,
        body: ElevationBody,
        response: { 200: ElevationAnswer },
        errors: [401, 404],
      },
      signedInOnly,
    ),
    (request) => planning.elevation.adjust(request.user, request.params.id, request.body.elevation),
  );
}
