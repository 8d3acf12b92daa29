import { expect, test } from '@playwright/test';
import { Guide, guidePath } from '@vantage/shared';
import { memberPage, signUpWatched } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchHydration } from './support/console';

const article = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

test("a member replies to another member's guide, and the author hears of it in the bell", async ({
  page,
  browser,
  baseURL,
}) => {
  const { errors } = await signUpWatched(page, 'Greta Guidewriter');
  // A guide of its own: the journeys beside this one read the demo's.
  const title = `Larches above Seceda ${Date.now().toString(36)}`;
  const saved = await page.request.post('/api/guide/', {
    data: {
      id: -2,
      tag: 'Dolomites',
      title,
      doc: article('The larches turn gold in the second half of October.'),
    },
    headers: { origin: baseURL! },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const guide = Guide.parse(await saved.json());
  await page.goto(guidePath(guide.perma));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The author may reply too; with no replies yet, the section holds only the form.
  const authorReplies = page.getByRole('region', { name: /^Replies/ });
  await expect(authorReplies.getByRole('textbox', { name: 'Your reply' })).toBeVisible();
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  // A visitor reads the served page: it hydrates cleanly and asks them to log in to reply.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const hydration = watchHydration(visitor);
  await visitor.goto(guidePath(guide.perma));
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const logIn = visitor.getByRole('button', { name: 'Log in to reply' });
  await expect(logIn).toBeVisible();
  expect(hydration).toEqual([]);
  // The sign-in dialog opens over the guide, which stays where the reader is.
  await logIn.click();
  await expect(visitor.getByRole('dialog')).toBeVisible();
  await expect(visitor).toHaveURL(/\/guide\/[^?]+\?login/);
  await visitorContext.close();

  // Another member replies in a browser of their own.
  const replier = await memberPage(browser, 'Rafael Replier');
  await replier.goto(guidePath(guide.perma));
  const section = replier.getByRole('region', { name: /^Replies/ });
  await section
    .getByRole('textbox', { name: 'Your reply' })
    .fill('Which week did you find best? We are going in **mid-October**.');
  await section.getByRole('button', { name: 'Reply' }).click();
  await expect(replier.getByText('Reply posted.')).toBeVisible();
  const posted = section.getByRole('listitem').filter({ hasText: 'We are going in' });
  await expect(posted).toBeVisible();
  await expect(posted.getByText('mid-October')).toHaveJSProperty('tagName', 'STRONG');
  await expect(posted.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('Replies (1)');
  await expectNoSeriousA11yViolations(replier, 'the replies to a guide');

  // The author's open page hears of it, pushed by the server: no reload.
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  const list = page.getByRole('dialog', { name: 'Notifications' });
  const item = list.getByRole('link', {
    name: new RegExp(`Rafael Replier replied to your guide “${title}”`),
  });
  await expect(item).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the notifications list with a reply');
  await item.click();
  await expect(page).toHaveURL(new RegExp(`#reply-\\d+$`));
  const reply = page.getByRole('region', { name: /^Replies/ }).getByRole('listitem');
  await expect(reply).toContainText('We are going in');
  // The author reports nothing of their own, but may report another member's reply.
  await expect(reply.getByRole('button', { name: 'Report' })).toBeVisible();
  expect(errors).toEqual([]);
});
