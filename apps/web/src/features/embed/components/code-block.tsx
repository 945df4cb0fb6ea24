import { embedMessages as m } from '@causeway/contracts';
import { Trans } from '@lingui/react/macro';
import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { copyText } from '@/lib/copy-text';

const CONFIRMATION_MS = 2000;

type CodeBlockProps = { label: string; description: string; code: string };

/** One form of the embed code, read-only, with Copy and its brief 'Copied' confirmation (admin spec section 2). */
export function CodeBlock({ label, description, code }: CodeBlockProps) {
  const [copied, setCopied] = useState(false);
  const id = useId();

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await copyText(code);
      setCopied(true);
      toast({ title: m.copied });
    } catch {
      toast({ variant: 'destructive', title: m.copyFailedTitle, description: m.copyFailed });
    }
  };

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div className="min-w-0">
          <label htmlFor={id} className="text-sm font-semibold">
            {label}
          </label>
          <p className="text-xs text-muted-foreground">{description}</p>
        </div>
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          {copied ? (
            <span key="copied" className="inline-flex items-center gap-2 animate-[fade-in_150ms_ease-out]">
              <Check aria-hidden="true" />
              <Trans>Copied</Trans>
              <span className="sr-only">{label}</span>
            </span>
          ) : (
            <>
              <Copy aria-hidden="true" />
              <Trans>Copy</Trans>
              <span className="sr-only">{label}</span>
            </>
          )}
        </Button>
      </div>
      <textarea
        id={id}
        readOnly
        value={code}
        rows={code.split('\n').length + 2}
        onFocus={(event) => event.currentTarget.select()}
        className="w-full resize-none rounded-lg border border-input bg-muted/50 p-3 font-mono text-xs leading-relaxed break-all text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      />
    </div>
  );
}
