/**
 * A server-rendered page shows its buttons seconds before the app behind them has loaded on a
 * slow phone, and a button pressed then would do nothing. The page holds such a press: the
 * script below, inline at the top of the page, keeps the last button (or control with a
 * button's role) pressed before the app took over and shows a busy pointer; the app, once it
 * has hydrated the page, takes that control through the global function and presses it.
 * Links and form submissions are left to the browser: they work without the app.
 */

/** The window property through which the app takes the control pressed before it took over. */
export const HELD_CLICK_GLOBAL = '__vantageTakeHeldClick';

/** The attribute on `<html>` while a press waits for the app. */
export const HELD_CLICK_ATTRIBUTE = 'data-held-click';

/** Controls whose press waits for the app: buttons, and elements that act as one. */
const HELD_CONTROLS =
  'button,[role="button"],[role="tab"],[role="menuitem"],[role="switch"],[role="option"]';

/** The inline script (a classic script, run before the page's content is parsed). */
export const HELD_CLICK_SCRIPT = `(function(){var held=null;function hold(event){var target=event.target;if(!(target instanceof Element))return;var control=target.closest(${JSON.stringify(HELD_CONTROLS)});if(!control)return;var link=target.closest("a[href]");if(link&&control.contains(link))return;if(control.type==="submit"&&control.form)return;if(control.disabled||control.getAttribute("aria-disabled")==="true")return;event.preventDefault();event.stopPropagation();held=control;document.documentElement.setAttribute(${JSON.stringify(HELD_CLICK_ATTRIBUTE)},"")}document.addEventListener("click",hold,true);window[${JSON.stringify(HELD_CLICK_GLOBAL)}]=function(){document.removeEventListener("click",hold,true);document.documentElement.removeAttribute(${JSON.stringify(HELD_CLICK_ATTRIBUTE)});var control=held;held=null;return control&&control.isConnected?control:null}})();`;
