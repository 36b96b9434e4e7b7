import { adminApi } from '../../../src/contract';
import { bind } from '../../http/bind';
import { listActivities } from './service';

export const activityRoutes = [bind(adminApi.activities.list, ({ deps, query }) => listActivities(deps, query))];
