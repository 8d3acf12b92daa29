import type { Container } from '../packages/server/src/container';

/** `count` members without e-mail, the n-th named by `name(n)`, joined at `now`; their ids. */
export async function insertMembers(
  users: Container['repositories']['users'],
  count: number,
  now: number,
  name: (n: number) => { username: string; displayName: string },
): Promise<number[]> {
  const ids: number[] = [];
  for (let n = 0; n < count; n++) {
    const { username, displayName } = name(n);
    ids.push(
      await users.insert({
        username,
        display_name: displayName,
        created_at: now,
        updated_at: now,
      }),
    );
  }
  return ids;
}
