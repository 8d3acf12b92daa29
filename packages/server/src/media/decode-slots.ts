import os from 'node:os';
import { createGate } from '../lib/pool';

/**
 * Runs a whole decode of a visitor's image (a photo's renditions made from its file, a HEIC file
 * checked) when a slot is free: one slot per two cores. A whole decode holds the image's pixels,
 * up to 240 MB for the largest accepted, so photos arriving together wait their turn instead of
 * holding all their pixels at once. A check that streams an image down to a small size (any
 * format but HEIC) needs no slot.
 */
export const inDecodeSlot = createGate(Math.max(1, Math.floor(os.availableParallelism() / 2)));
