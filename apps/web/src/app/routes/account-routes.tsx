import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { withNamespaces } from '../../lib/i18n';
import { renderedForVisitors } from '../server-render';

/**
 * Routes of the accounts work (login, sign-up, password reset, profile), spread by the router inside
 * its layout. Each screen is its own lazy chunk, loaded with the `auth` texts (its forms, and the
 * guard of the member's screens).
 */
export const accountRoutes: RouteObject[] = [
  {
    path: paths.login.path,
    handle: renderedForVisitors,
    lazy: async () => ({ Component: (await withNamespaces(['auth'], () => import('./auth/login'))).LoginRoute }),
  },
  {
    path: paths.signup.path,
    handle: renderedForVisitors,
    lazy: async () => ({ Component: (await withNamespaces(['auth'], () => import('./auth/signup'))).SignupRoute }),
  },
  {
    path: paths.forgottenPassword.path,
    lazy: async () => ({
      Component: (await withNamespaces(['auth'], () => import('./auth/forgotten-password'))).ForgottenPasswordRoute,
    }),
  },
  {
    path: paths.resetPassword.path,
    lazy: async () => ({
      Component: (await withNamespaces(['auth'], () => import('./auth/reset-password'))).ResetPasswordRoute,
    }),
  },
  {
    path: paths.confirmEmail.path,
    lazy: async () => ({
      Component: (await withNamespaces(['auth'], () => import('./auth/confirm-email'))).ConfirmEmailRoute,
    }),
  },
  {
    path: paths.userProfile.path,
    lazy: async () => ({
      Component: (
        await withNamespaces(['profile', 'auth', 'editors', 'availability'], () => import('./profile/user-profile'))
      ).UserProfileRoute,
    }),
  },
];
