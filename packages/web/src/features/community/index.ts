/**
 * The community's corrections of a spot: its title, position, tags and descriptions with
 * their votes, its open proposals and History; the Review and badges pages load lazily.
 * Carries the map's pins: only pages that load the map import it.
 */
export { SpotDescriptions } from './spot-descriptions';
export { SpotTitle } from './spot-title';
export { SpotTags } from './spot-tags';
export { useFixPositionMode, fixPositionOn } from './fix-position-mode';
export { SpotProposalsPanel } from './spot-proposals-panel';
export { SpotSensitivity } from './spot-sensitivity';
