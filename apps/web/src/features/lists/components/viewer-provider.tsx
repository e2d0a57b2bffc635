import { createContext, useContext, type ReactNode } from 'react';

/** Who is looking: the signed-in member, or null for a visitor. The app layer provides it. */
export interface Viewer {
  id: number;
  user_name: string;
}

const ViewerContext = createContext<Viewer | null>(null);

export function ViewerProvider({ viewer, children }: { viewer: Viewer | null; children: ReactNode }) {
  return <ViewerContext.Provider value={viewer && viewer.id > 0 ? viewer : null}>{children}</ViewerContext.Provider>;
}

export function useViewer(): Viewer | null {
  return useContext(ViewerContext);
}
