import { LoaderCircle, type LucideIcon } from 'lucide-react';

/** A button's icon that turns into a spinner while its action runs. */
export function BusyIcon({ busy, icon: Icon }: { busy: boolean; icon: LucideIcon }) {
  return busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Icon aria-hidden="true" />;
}

/**
 * Busy buttons are marked aria-disabled rather than disabled: a disabled button drops keyboard focus to the page,
 * so someone who pressed Enter would have to find their place again when the download ends.
 */
export const busyButtonClassName = 'aria-disabled:cursor-wait aria-disabled:opacity-60';
