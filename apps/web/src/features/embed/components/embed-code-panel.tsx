import {
  embedMessages as m,
  toWidgetSettings,
  type CampaignStatus,
  type EmbedCode,
  type EmbedSettingsInput,
  type WidgetPreviewSettings,
  formatDateTime,
} from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Code, Eye, EyeOff, RefreshCw, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useContractText } from '@/lib/i18n';
import { useGenerateEmbedCode } from '../api/generate-embed-code';
import { useEmbedCode } from '../api/get-embed-code';
import { normalizeSettings, settingsChanged } from '../lib/embed-settings';
import { CodeBlock } from './code-block';
import { EmbedPreview } from './embed-preview';

export type EmbedCodePanelProps = {
  campaignId: number;
  title: string;
  /** The campaign's saved status: only an active campaign produces code (admin spec section 4). */
  status: CampaignStatus;
  /** The form's embed settings as typed, for 'Code Updated' and the live preview. */
  settings: EmbedSettingsInput;
  /** Validates the form's embed fields (showing their errors); the settings to save, or null. */
  readSettings: () => Promise<EmbedSettingsInput | null>;
  onShownChange?: (shown: boolean) => void;
};

/**
 * The embed code panel (admin spec sections 2 and 4): generate, show or hide, 'Code Updated' when the settings
 * changed since the code was generated, 'New Code' for a fresh unique ID, Copy, and a live preview.
 */
export function EmbedCodePanel(props: EmbedCodePanelProps) {
  const { t } = useLingui();
  const { campaignId, title, status, settings, readSettings, onShownChange } = props;
  const query = useEmbedCode(campaignId);
  const [shown, setShown] = useState(false);
  const codeId = useId();
  const generate = useGenerateEmbedCode(campaignId, { onSuccess: () => setShown(true) });
  const code = query.data ?? null;

  useEffect(() => onShownChange?.(shown && code !== null), [shown, code, onShownChange]);

  const run = async (refresh: boolean) => {
    if (status !== 'active') {
      toast({ variant: 'destructive', title: m.onlyActiveTitle, description: m.onlyActive });
      return;
    }
    const values = await readSettings();
    if (!values) {
      toast({ variant: 'destructive', title: m.generateFailed, description: t`Please correct the embed settings.` });
      return;
    }
    generate.mutate({ ...values, refresh });
  };

  // The form hands a new object on every render: compare by value so the preview is only told of real changes.
  const settingsKey = JSON.stringify(settings);
  const normalized = useMemo(() => normalizeSettings(JSON.parse(settingsKey) as EmbedSettingsInput), [settingsKey]);
  const preview = useMemo(() => (normalized ? toWidgetSettings(normalized) : null), [normalized]);
  const changed = code !== null && settingsChanged(settings, code.settings);
  const busy = generate.isPending;

  return (
    <section
      aria-labelledby={`${codeId}h`}
      className="scroll-mt-20 rounded-xl border border-border bg-card shadow-sm"
      id="embed-code"
    >
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-border px-5 py-4 sm:px-6">
        <div className="min-w-0">
          <h2 id={`${codeId}h`} className="text-lg font-semibold tracking-tight">
            <Trans>Embed Code</Trans>
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            <Trans>Put this campaign&apos;s donation widget on any website. It uses the embed settings above.</Trans>
          </p>
        </div>
      </div>
      <div className="grid grid-cols-1 gap-5 p-5 sm:p-6">
        {query.isPending ? (
          <Skeleton className="h-10 w-48" />
        ) : code === null ? (
          <NotGenerated active={status === 'active'} busy={busy} onGenerate={() => void run(false)} />
        ) : (
          <>
            <CodeSummary code={code} />
            {changed ? <CodeUpdatedNotice busy={busy} onUpdate={() => void run(false)} /> : null}
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                aria-expanded={shown}
                aria-controls={codeId}
                onClick={() => setShown((value) => !value)}
              >
                {shown ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
                {shown ? t`Hide Code` : t`Show Code`}
              </Button>
              <Button variant="outline" disabled={busy} onClick={() => void run(true)}>
                <RefreshCw aria-hidden="true" className={busy ? 'animate-spin' : undefined} />
                <Trans>New Code</Trans>
              </Button>
            </div>
            <div id={codeId} hidden={!shown} className="grid gap-5">
              {shown ? <CodeForms code={code} campaignId={campaignId} title={title} preview={preview} /> : null}
            </div>
          </>
        )}
      </div>
    </section>
  );
}

function NotGenerated({ active, busy, onGenerate }: { active: boolean; busy: boolean; onGenerate: () => void }) {
  const { t } = useLingui();
  const contractText = useContractText();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground">
        {active ? t`No embed code has been generated yet.` : contractText(m.onlyActive)}
      </p>
      <Button onClick={onGenerate} disabled={busy}>
        <Code aria-hidden="true" />
        {busy ? t`Generating...` : t`Generate Embed Code`}
      </Button>
    </div>
  );
}

function CodeSummary({ code }: { code: EmbedCode }) {
  return (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="text-muted-foreground">
        <Trans>Unique ID</Trans>
      </dt>
      <dd className="font-mono break-all" data-testid="embed-unique-id">
        {code.uniqueId}
      </dd>
      <dt className="text-muted-foreground">
        <Trans>Generated</Trans>
      </dt>
      <dd>{formatDateTime(new Date(code.generatedAt), { dateStyle: 'medium', timeStyle: 'short' })}</dd>
    </dl>
  );
}

function CodeUpdatedNotice({ busy, onUpdate }: { busy: boolean; onUpdate: () => void }) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-start gap-3 rounded-lg border border-amber-500/40 bg-amber-500/10 p-4 text-sm"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400" />
      {/* The button moves under the text where both do not fit side by side (phones). */}
      <div className="min-w-48 flex-1">
        <p className="font-semibold">
          <Trans>Code Updated</Trans>
        </p>
        <p className="text-muted-foreground">
          <Trans>
            The embed settings changed since this code was generated. Update the code to apply them to the widget; the
            code already on websites stays valid.
          </Trans>
        </p>
      </div>
      <Button size="sm" onClick={onUpdate} disabled={busy}>
        <Trans>Update Code</Trans>
      </Button>
    </div>
  );
}

type CodeFormsProps = {
  code: EmbedCode;
  campaignId: number;
  title: string;
  preview: WidgetPreviewSettings | null;
};

function CodeForms({ code, campaignId, title, preview }: CodeFormsProps) {
  const { t } = useLingui();
  return (
    <>
      <CodeBlock
        label={t`Script snippet (recommended)`}
        description={t`Sizes the widget to its content, so nothing is ever cut off.`}
        code={code.script}
      />
      <CodeBlock
        label={t`Pop-up button`}
        description={t`A donate link that opens the donation form over your page; without scripts it opens the donation page.`}
        code={code.popup}
      />
      <CodeBlock
        label={t`Plain iframe`}
        description={t`For sites that do not allow scripts: 100% wide, 450 px tall.`}
        code={code.html}
      />
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold">
          <Trans>Live preview</Trans>
        </h3>
        <EmbedPreview campaignId={campaignId} title={title} settings={preview} />
      </div>
    </>
  );
}
