import { useLingui } from '@lingui/react/macro';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { copyText } from '@/lib/copy-text';

/** Copies `text`; the button says "Copied" for a moment, which a screen reader hears through its live region. */
export function CopyButton({
  text,
  label,
  ...props
}: { text: string; label: string } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      variant="outline"
      size="sm"
      {...props}
      onClick={() =>
        copyText(text).then(
          () => setCopied(true),
          () =>
            toast({ variant: 'destructive', title: t`Could not copy`, description: t`Select the text and copy it.` }),
        )
      }
    >
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      <span aria-live="polite">{copied ? t`Copied` : label}</span>
    </Button>
  );
}
