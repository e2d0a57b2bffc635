import type { ReactNode } from 'react';

/** The frame of a catalogue search: heading, search box, then what was found. */
export function SearchPage({
  title,
  box,
  children,
  announcement,
}: {
  title: string;
  box: ReactNode;
  children: ReactNode;
  announcement?: string;
}) {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-fg">{title}</h1>
      {box}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {children}
    </div>
  );
}
