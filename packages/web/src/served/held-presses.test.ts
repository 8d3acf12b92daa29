import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pressHeldPress } from './held-presses';
import { HELD_PRESS_ATTRIBUTE, HELD_PRESS_GLOBAL, holdPresses } from './scripts/hold-presses';

/** Presses reaching the page's handlers (React listens at the root, as this does at the body). */
let pressed: string[];
const record = (event: Event) => {
  const target = event.target as Element;
  pressed.push(target.closest('[data-name]')?.getAttribute('data-name') ?? target.tagName);
  // jsdom does not submit forms.
  if (target.closest('form')) event.preventDefault();
};

beforeEach(() => {
  document.body.innerHTML = `
    <button type="button" data-name="menu">Menu</button>
    <button type="button" data-name="login">Login <span>/ Sign up</span></button>
    <div role="button" tabindex="0" data-name="card">Card</div>
    <button type="button" disabled data-name="off">Off</button>
    <a href="#photos" data-name="link">Photos</a>
    <form><input name="q"><button data-name="search">Search</button></form>`;
  pressed = [];
  document.body.addEventListener('click', record);
  // The page's inline script, as the browser runs it at the top of the page.
  holdPresses();
});

afterEach(() => {
  // The app takes the held press, which also stops holding.
  pressHeldPress();
  document.body.removeEventListener('click', record);
  delete (window as unknown as Record<string, unknown>)[HELD_PRESS_GLOBAL];
});

const click = (name: string, inner = false) => {
  const control = document.querySelector(`[data-name="${name}"]`)!;
  const target = inner ? control.firstElementChild! : control;
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
};

describe('a press before the app has taken over the page', () => {
  it('waits, with a busy pointer, and the app presses it once it has hydrated', () => {
    const event = click('login', true);
    expect(event.defaultPrevented).toBe(true);
    expect(pressed).toEqual([]);
    expect(document.documentElement.hasAttribute(HELD_PRESS_ATTRIBUTE)).toBe(true);

    pressHeldPress();
    expect(pressed).toEqual(['login']);
    expect(document.documentElement.hasAttribute(HELD_PRESS_ATTRIBUTE)).toBe(false);
    // Later presses reach the app at once, and nothing is pressed twice.
    click('menu');
    pressHeldPress();
    expect(pressed).toEqual(['login', 'menu']);
  });

  it('presses only the last of several controls pressed, an element acting as a button too', () => {
    click('menu');
    click('card');
    pressHeldPress();
    expect(pressed).toEqual(['card']);
  });

  it('leaves links, form submissions and disabled buttons to the browser', () => {
    expect(click('link').defaultPrevented).toBe(false);
    click('search');
    click('off');
    expect(pressed).toEqual(['link', 'search', 'off']);
    expect(document.documentElement.hasAttribute(HELD_PRESS_ATTRIBUTE)).toBe(false);
    pressHeldPress();
    expect(pressed).toEqual(['link', 'search', 'off']);
  });

  it('presses nothing on a page the server did not render', () => {
    pressHeldPress();
    delete (window as unknown as Record<string, unknown>)[HELD_PRESS_GLOBAL];
    expect(() => pressHeldPress()).not.toThrow();
    expect(pressed).toEqual([]);
  });
});
