import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface AuthCardProps {
  title: ReactNode;
  subtitle?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  /** Links under the card ("No account yet? Sign up"). */
  footer?: ReactNode;
}

/** The calm, centred frame shared by login, sign-up and the password pages. */
export function AuthCard({ title, subtitle, icon, children, footer }: AuthCardProps) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-5 px-4 py-8 sm:py-12">
      <section className="flex flex-col gap-6 rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
        <header className="flex flex-col items-center gap-3 text-center">
          {icon && (
            <span
              aria-hidden="true"
              className="flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent [&_svg]:size-6"
            >
              {icon}
            </span>
          )}
          <h1 className="text-2xl font-semibold tracking-tight text-fg">{title}</h1>
          {subtitle && <p className="text-sm text-fg-muted">{subtitle}</p>}
        </header>
        {children}
      </section>
      {footer && <div className="flex flex-col items-center gap-2 text-center text-sm text-fg-muted">{footer}</div>}
    </div>
  );
}

/** An inline text link in the accent colour, underlined so it does not rely on colour alone. */
export const textLinkClasses =
  'font-medium text-accent underline underline-offset-4 hover:text-accent-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring rounded-sm';

/** The footer line that sends to the other form: "No account yet? Sign up", "Already a member? Log in". */
export function AuthFooterLink({ question, to, label }: { question: ReactNode; to: string; label: ReactNode }) {
  return (
    <p>
      {question}{' '}
      <Link to={to} className={textLinkClasses}>
        {label}
      </Link>
    </p>
  );
}
