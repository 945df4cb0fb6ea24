import * as DropdownMenuPrimitive from '@radix-ui/react-dropdown-menu';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A menu button on Radix (WAI-ARIA menu button pattern): Enter, Space or Arrow Down open it, the arrows, Home,
 * End and typing a letter move between items, Escape closes it and focus goes back to the trigger. The menu is
 * portalled into <body>, so a table's scroll box cannot clip it, and it flips above the trigger near the bottom.
 */
export const DropdownMenu = DropdownMenuPrimitive.Root;
export const DropdownMenuTrigger = DropdownMenuPrimitive.Trigger;

export function DropdownMenuContent({
  className,
  sideOffset = 4,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Content>) {
  return (
    <DropdownMenuPrimitive.Portal>
      <DropdownMenuPrimitive.Content
        sideOffset={sideOffset}
        collisionPadding={8}
        className={cn(
          // Above the page's sticky header (z-40).
          'z-50 grid min-w-52 gap-0.5 rounded-lg border border-border bg-card p-1 text-start text-card-foreground shadow-lg',
          'max-h-[var(--radix-dropdown-menu-content-available-height)] overflow-y-auto data-[state=open]:animate-fade-in',
          className,
        )}
        {...props}
      />
    </DropdownMenuPrimitive.Portal>
  );
}

export function DropdownMenuItem({
  className,
  variant = 'default',
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Item> & { variant?: 'default' | 'destructive' }) {
  return (
    <DropdownMenuPrimitive.Item
      className={cn(
        'flex w-full cursor-pointer select-none items-center gap-2 rounded-md px-3 py-2 text-start text-sm text-foreground outline-none',
        'data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground data-[disabled]:pointer-events-none data-[disabled]:opacity-60',
        '[&_svg]:size-4 [&_svg]:shrink-0',
        variant === 'destructive' &&
          'text-destructive data-[highlighted]:bg-destructive/10 data-[highlighted]:text-destructive',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof DropdownMenuPrimitive.Separator>) {
  return <DropdownMenuPrimitive.Separator className={cn('my-1 h-px bg-border', className)} {...props} />;
}
