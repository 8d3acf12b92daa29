import { describe, expect, it } from 'vitest';
import { NotificationPushSettingsBody, PushSubscriptionBody } from '../../schemas/push';
import {
  defaultPushChoices,
  PUSH_TEXT_MAX,
  pushMessage,
  readPushMessage,
} from './notification-push-rules';
import { NOTIFICATION_KINDS } from './notification-rules';

const P256DH = `B${'A'.repeat(86)}`;
const AUTH = 'A'.repeat(22);

describe('web push rules', () => {
  it('pushes every kind but votes by default', () => {
    const choices = defaultPushChoices();
    expect(Object.keys(choices)).toEqual([...NOTIFICATION_KINDS]);
    expect(choices.photoVoted).toBe(false);
    expect(choices.descriptionVoted).toBe(false);
    expect(Object.values(choices).filter(Boolean)).toHaveLength(NOTIFICATION_KINDS.length - 2);
  });

  it('makes a message with the kind’s title, the line, the site link and a tag per thing', () => {
    expect(pushMessage('newPhoto', 'spot:12', 'A new photo at “Dune”', '/photo/3')).toEqual({
      title: 'New photo where you follow',
      body: 'A new photo at “Dune”',
      url: '/photo/3',
      tag: 'newPhoto:spot:12',
    });
    // Never a link off the site, and never more text than a push service carries.
    expect(pushMessage('badgeEarned', 'b', 'x', '//evil.example/').url).toBe('/');
    expect(pushMessage('badgeEarned', 'b', 'x', 'https://evil.example/').url).toBe('/');
    expect(pushMessage('badgeEarned', 'b', 'y'.repeat(5000), '/').body).toHaveLength(PUSH_TEXT_MAX);
  });

  it('reads only a message of ours in a worker’s push data', () => {
    const message = pushMessage('spotChanged', 'spot:1', 'Changed', '/spot/1');
    expect(readPushMessage(JSON.parse(JSON.stringify(message)))).toEqual(message);
    expect(readPushMessage(null)).toBeNull();
    expect(readPushMessage('text')).toBeNull();
    expect(readPushMessage({ ...message, url: 'https://evil.example/' })).toBeNull();
    expect(readPushMessage({ ...message, title: 3 })).toBeNull();
  });

  it('takes a browser’s subscription as its toJSON() gives it, and refuses others', () => {
    const good = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      expirationTime: null,
      keys: { p256dh: P256DH, auth: AUTH },
    };
    expect(PushSubscriptionBody.safeParse(good).success).toBe(true);
    for (const bad of [
      { ...good, endpoint: 'javascript:alert(1)' },
      { ...good, endpoint: `https://push.example/${'x'.repeat(2100)}` },
      { ...good, keys: { ...good.keys, p256dh: `A${'A'.repeat(86)}` } },
      { ...good, keys: { ...good.keys, auth: 'A'.repeat(21) } },
      { endpoint: good.endpoint },
    ]) {
      expect(PushSubscriptionBody.safeParse(bad).success).toBe(false);
    }
  });

  it('changes only the kinds given, each on or off', () => {
    expect(NotificationPushSettingsBody.parse({ newPhoto: false })).toEqual({ newPhoto: false });
    expect(NotificationPushSettingsBody.safeParse({ newPhoto: 'off' }).success).toBe(false);
    expect(NotificationPushSettingsBody.safeParse({ replies: true }).success).toBe(false);
  });
});
