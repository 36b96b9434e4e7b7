import { adminApi } from '../../../src/contract';
import { bind } from '../../http/bind';
import { exportUserEmails, listUsers, pickUsers } from './service';

const api = adminApi.userList;

export const userListRoutes = [
  bind(api.list, ({ deps, query }) => listUsers(deps, query)),
  bind(api.exportEmails, ({ deps, query }) => exportUserEmails(deps, query)),
  bind(api.picker, ({ deps, query }) => pickUsers(deps, query)),
];
