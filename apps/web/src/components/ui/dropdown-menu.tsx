import { DropdownMenu as RadixMenu } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn';

/**
 * Non-modal: the page keeps scrolling and no scroll-lock <style> is injected (the CSP refuses
 * injected styles). Focus still moves into the menu and Escape / outside clicks close it.
 */
export function DropdownMenu(props: ComponentProps<typeof RadixMenu.Root>) {
  return <RadixMenu.Root modal={false} {...props} />;
}
export const DropdownMenuTrigger = RadixMenu.Trigger;

export function DropdownMenuContent({
  className,
  sideOffset = 6,
  align = 'end',
  ...props
}: ComponentProps<typeof RadixMenu.Content>) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content
        sideOffset={sideOffset}
        align={align}
        className={cn(
          'z-50 min-w-48 rounded-xl border border-border bg-surface p-1 text-fg shadow-lg',
          'data-[state=open]:animate-[menu-in_150ms_ease-out]',
          className,
        )}
        {...props}
      />
    </RadixMenu.Portal>
  );
}

const itemClasses =
  'relative flex min-h-10 cursor-pointer items-center gap-2.5 rounded-lg px-3 text-sm outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-surface-2 [&_svg]:size-4 [&_svg]:shrink-0';

/** A menu entry; use `asChild` with a router Link for navigation entries. */
export function DropdownMenuItem({
  className,
  tone,
  ...props
}: ComponentProps<typeof RadixMenu.Item> & { tone?: 'danger' }) {
  return <RadixMenu.Item className={cn(itemClasses, tone === 'danger' && 'text-danger', className)} {...props} />;
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof RadixMenu.Label>) {
  return <RadixMenu.Label className={cn('px-3 py-2 text-xs font-semibold text-fg-muted', className)} {...props} />;
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof RadixMenu.Separator>) {
  return <RadixMenu.Separator className={cn('my-1 h-px bg-border', className)} {...props} />;
}
