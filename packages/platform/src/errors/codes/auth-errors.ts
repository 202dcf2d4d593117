import { defineErrors } from '../error-definition.ts';

/** Sign-in, sessions and admin users. */
export const authErrors = defineErrors({
  svc_invalid_credentials: { status: 401, message: 'The email address or password is incorrect.' },
  svc_too_many_login_attempts: {
    status: 429,
    message: 'Too many failed sign-in attempts. Try again in {retryAfter} seconds.',
  },
  svc_too_many_sessions: {
    status: 429,
    message: 'Too many new sessions from your address. Try again in {retryAfter} seconds.',
  },
  svc_admin_email_taken: { status: 409, message: 'An admin user with the email {email} already exists.' },
  svc_password_too_weak: { status: 400, message: 'The password must have at least {min} characters.' },
});
