import type { ReactNode } from 'react';
import { useCurrentUser } from '../../../features/auth/api/get-current-user';
import { ViewerProvider } from '../../../features/lists/components/viewer-provider';

/** Tells the lists screens who is looking (the session's member, or a visitor). */
export function WithViewer({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  return <ViewerProvider viewer={user ? { id: user.id, user_name: user.user_name } : null}>{children}</ViewerProvider>;
}
