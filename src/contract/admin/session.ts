import { z } from 'zod/mini';
import { adminEndpoint } from '../endpoint';
import { credentials } from '../session';

export const adminApiSession = {
  login: adminEndpoint({
    method: 'POST',
    path: 'login',
    summary: 'Sign in to the admin area',
    access: 'public',
    body: credentials,
    reply: z.object({ token: z.string() }),
  }),
  logout: adminEndpoint({
    method: 'POST',
    path: 'logout',
    summary: 'End the admin session',
  }),
  me: adminEndpoint({
    method: 'GET',
    path: 'me',
    summary: 'Read the signed-in staff member',
    reply: z.object({ email: z.string(), name: z.string() }),
  }),
};
