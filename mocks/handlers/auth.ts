import { http, HttpResponse } from 'msw';
import { ACTIVE_USER_STATUS } from '@/config/constants';
import { issueToken, publicUser, findUserByToken } from '../auth';
import { db } from '../db';
import { apiPath, fail, handle, readJsonBody, text } from '../respond';

export const authHandlers = [
  http.post(
    apiPath('/auth/login'),
    handle(async ({ request }) => {
      const body = await readJsonBody(request);
      const email = text(body.email).toLowerCase();
      const password = typeof body.password === 'string' ? body.password : '';
      if (!email || !password) fail(400, 'Email and password are required');
      const user = db.users.findFirst((q) => q.where({ email }));
      if (!user || user.password !== password) fail(401, 'Invalid email or password');
      if (user.status !== ACTIVE_USER_STATUS) fail(403, 'Your account is inactive. Please contact admin.');
      return HttpResponse.json({ success: true, token: issueToken(user), user: publicUser(user), message: 'Login successful' });
    }),
  ),

  http.get(
    apiPath('/auth/profile'),
    handle(({ request }) => {
      // Reports an inactive user as it is (status 'Inactive'), so the app can sign them out itself.
      const user = findUserByToken(request);
      if (!user) fail(401, 'Not authorized, token missing or invalid');
      return HttpResponse.json({ success: true, user: publicUser(user) });
    }),
  ),
];
