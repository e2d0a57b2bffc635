import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { Avatar } from './avatar';
import { cn, focusRing } from './cn';
import { Skeleton } from './skeleton';

interface PersonLinkProps {
  person: { id: number; user_name: string; avatar: string | null };
  /** Said after the name to screen readers, where the link's purpose needs it. */
  srLabel?: string;
  className?: string;
}

/** A member as a dialog's list shows them: avatar and name, opening their lists. */
export function PersonLink({ person, srLabel, className }: PersonLinkProps) {
  return (
    <Link
      to={paths.browseLists.href(person.id)}
      className={cn(
        'flex min-h-12 min-w-0 items-center gap-3 rounded-lg px-2 hover:bg-surface-2',
        focusRing,
        className,
      )}
    >
      <Avatar name={person.user_name} src={person.avatar} />
      <span className="truncate font-medium text-fg">{person.user_name}</span>
      {srLabel && <span className="sr-only">{srLabel}</span>}
    </Link>
  );
}

/** Three rows of a list of people while it loads. */
export function PeopleSkeleton() {
  return (
    <ul aria-busy="true" className="flex flex-col gap-2">
      {[0, 1, 2].map((index) => (
        <li key={index} className="flex items-center gap-3">
          <Skeleton className="size-10 rounded-full" />
          <Skeleton className="h-4 w-32" />
        </li>
      ))}
    </ul>
  );
}
