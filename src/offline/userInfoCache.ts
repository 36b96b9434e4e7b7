import { userInfoSchema, type UserInfo } from '~/contract';
import { folioDatabase } from './db';

const KEY = 'userInfo';

/** The last user info the server gave, so that the shell opens offline. */
export async function saveUserInfo(user: UserInfo): Promise<void> {
  await folioDatabase().keyValues.put({ key: KEY, value: user, updatedAt: Date.now() });
}

/** Checked against the contract: a record from an older version or a damaged one counts as none. */
export async function readSavedUserInfo(): Promise<UserInfo | undefined> {
  const row = await folioDatabase().keyValues.get(KEY);
  const parsed = userInfoSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : undefined;
}

export async function forgetUserInfo(): Promise<void> {
  await folioDatabase().keyValues.delete(KEY);
}
