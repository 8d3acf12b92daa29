import {
  ALL_SERVED_TRICKS_ON,
  SERVED_QUERIES_ELEMENT_ID,
  servedSwitchesFrom,
  type ServedSwitches,
  type ServedTrick,
} from '@vantage/shared';

/**
 * Which speed tricks of the served pages are on (`SERVED_TRICKS` on the server): set by the
 * server's rendering from its configuration, and read by the browser from the page the server
 * wrote, so that both render the same tree. The one switch of each trick: with it off, the page
 * takes React's, Emotion's and the browser's plain path.
 */
const switches: { current: ServedSwitches } = { current: ALL_SERVED_TRICKS_ON };

/** Sets the switches of the pages rendered from now on. */
export function setServedSwitches(next: ServedSwitches): void {
  switches.current = next;
}

/** Whether `trick` is on for the page being rendered or hydrated. */
export function servedTrickOn(trick: ServedTrick): boolean {
  return switches.current[trick];
}

/** The switches the server rendered this page with, as its HTML names those it turned off. */
export function readServedSwitches(): ServedSwitches {
  return servedSwitchesFrom(document.getElementById(SERVED_QUERIES_ELEMENT_ID)?.dataset.servedOff);
}
