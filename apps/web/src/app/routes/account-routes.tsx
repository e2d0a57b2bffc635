import type { RouteObject } from 'react-router';

/** Routes of the accounts work (login, sign-up, password reset, profile), added to the router's layout. */
export const accountRoutes: RouteObject[] = [];
