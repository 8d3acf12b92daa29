/** Placing a new spot on the map: the pin, the box with its form, tags and the tile lists it joins. */
export { appendToTileLists } from './new-spot-api';
export { NewSpotBox } from './new-spot-box';
export { DraggableSpotPin, NewSpotPin } from './new-spot-pin';
export { TagInput } from './tag-input';
export { addTags } from './tag-list';
export { useNewSpot } from './use-new-spot';
export type { PinPosition } from './use-new-spot';
