import type { ReactNode } from 'react';
import { CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** A security card's title with its status badge beside it (wrapping under it on a narrow screen). */
export function SecurityCardHeader({
  title,
  badge,
  description,
}: {
  title: string;
  badge?: ReactNode;
  description: ReactNode;
}) {
  return (
    <CardHeader>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <CardTitle>{title}</CardTitle>
        {badge}
      </div>
      <CardDescription>{description}</CardDescription>
    </CardHeader>
  );
}
