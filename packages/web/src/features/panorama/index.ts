/**
 * The 360 view of a spot. The viewer itself (Photo Sphere Viewer) is not exported: PanoramaSlot
 * loads it when a 360 view opens.
 */
export { PanoramaButton } from './panorama-button';
export { PanoramaMapControl } from './panorama-map-control';
export { PanoramaSlot } from './panorama-slot';
