import { userInfoSchema, type UserInfo } from '~/contract';
import { savedCopy } from './savedCopy';

/** The last user info the server gave, so that the shell opens offline. */
const userInfo = savedCopy<UserInfo>('userInfo', userInfoSchema);

export const saveUserInfo = (user: UserInfo) => userInfo.save(user);
export const readSavedUserInfo = () => userInfo.read();
export const forgetUserInfo = () => userInfo.forget();
