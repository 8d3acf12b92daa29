export {
  curvatureDropM,
  EYE_HEIGHT_M,
  HORIZON_DISTANCE_M,
  HORIZON_STEP_DEG,
  horizonAltitudeAt,
  horizonProfile,
  TERRESTRIAL_REFRACTION_K,
  type ElevationSampler,
  type HorizonProfile,
} from './horizon.js';
export {
  refractionDeg,
  seenCrossing,
  seenRiseSet,
  seenRiseSetsIn,
  upperLimbSeen,
  type SeenEvent,
  type SeenRiseSet,
  type SkyBody,
} from './seen-times.js';
export {
  decodeTerrainPixel,
  encodeTerrainPixel,
  TERRAIN_ENCODINGS,
  type TerrainEncoding,
} from './terrain-rgb.js';
