import { campaignFormMessages as m, type CampaignEdit } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/use-toast';
import { publicSettingsQueryOptions } from '@/features/contact';
import { EmbedCodePanel } from '@/features/embed';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { saveFailureMessage, useSaveCampaign } from '../api/save-campaign';
import {
  campaignFieldPaths,
  embedFieldNames,
  embedSettingsFromValues,
  campaignFormSchema,
  campaignToValues,
  defaultGoalOf,
  newCampaignValues,
  toCampaignInput,
  type CampaignFormValues,
} from '../lib/campaign-form';
import { BasicsFields } from './form/basics-fields';
import { EmbedSettingsFields } from './form/embed-settings-fields';
import { FeaturedImageField, type PickedImage } from './form/featured-image-field';
import { FundingFields } from './form/funding-fields';
import { OrganizationField } from './form/organization-field';
import { RewardsEditor } from './form/rewards-editor';
import { useZodForm } from '@/lib/use-zod-form';

/** Spec section 9: the list opens 1 s after a save, long enough to read the toast. */
export const REDIRECT_DELAY_MS = 1000;

/** The create and edit form (spec section 2): one component, `campaign` present when editing. */
export function CampaignForm({ campaign }: { campaign?: CampaignEdit }) {
  const { t } = useLingui();
  const editing = campaign !== undefined;
  const navigate = useNavigate();
  const { hash } = useLocation();
  const form = useZodForm<typeof campaignFormSchema, CampaignFormValues>(campaignFormSchema, {
    defaultValues: campaign ? campaignToValues(campaign) : newCampaignValues(),
  });
  // A new campaign starts in the organization's default currency (issue 26), once the settings are known.
  const defaultCurrency = useQuery({ ...publicSettingsQueryOptions(), enabled: !editing }).data?.defaultCurrency;
  useEffect(() => {
    if (editing || !defaultCurrency || form.getFieldState('currency').isDirty) return;
    form.resetField('currency', { defaultValue: defaultCurrency });
    if (!form.getFieldState('goal').isDirty) form.resetField('goal', { defaultValue: defaultGoalOf(defaultCurrency) });
  }, [editing, defaultCurrency, form]);
  // Once a gift has succeeded the server refuses another currency; the select says so before it has to.
  const currencyLocked = campaign !== undefined && (campaign.amountRaised > 0 || campaign.totalDonors > 0);
  const [picked, setPicked] = useState<PickedImage | null>(null);
  const [embedShown, setEmbedShown] = useState(false);
  const embedValues = useWatch({ control: form.control, name: embedFieldNames });

  // A picked file's preview URL is released when it is replaced or the form goes away.
  useEffect(() => {
    if (!picked) return;
    return () => URL.revokeObjectURL(picked.previewUrl);
  }, [picked]);

  // 'Get Embed Code' links to '#embed-code': bring the embed settings or code into view once the form is there.
  useEffect(() => {
    if (hash === '#embed' || hash === '#embed-code') {
      document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
    }
  }, [hash]);

  const save = useSaveCampaign({
    // Toasts in the hook: they show even if the admin has left the page meanwhile.
    onSuccess: () => toast({ title: editing ? m.updated : m.created }),
    onError: (error) =>
      toast({ variant: 'destructive', title: t`Error`, description: saveFailureMessage(error, editing) }),
  });

  const onSubmit = form.handleSubmit((values) => {
    if (save.isPending) return;
    save.mutate(
      { id: campaign?.id ?? null, input: toCampaignInput(values), image: picked?.file ?? null },
      {
        onError: (error) =>
          applyFieldErrors(error, campaignFieldPaths(form.getValues('rewards').length), form.setError),
      },
    );
  });

  // Saved: the list opens after a moment, unless the embed code is being shown (spec section 2); leaving the page
  // first cancels it.
  useEffect(() => {
    if (!save.isSuccess || embedShown) return;
    const timer = setTimeout(() => navigate('/admin/campaigns'), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [save.isSuccess, embedShown, navigate]);

  const pick = (file: File | null) => setPicked(file ? { file, previewUrl: URL.createObjectURL(file) } : null);
  const busy = save.isPending || save.isSuccess;

  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-6" aria-busy={save.isPending}>
      <BasicsFields form={form} />
      <FundingFields form={form} currencyLocked={currencyLocked} />
      <OrganizationField form={form} />
      <FeaturedImageField form={form} picked={picked} onPick={pick} />
      <RewardsEditor form={form} />
      <EmbedSettingsFields form={form} />
      {campaign ? (
        <EmbedCodePanel
          campaignId={campaign.id}
          title={campaign.title}
          status={campaign.status}
          settings={embedSettingsFromValues(embedValues)}
          readSettings={async () =>
            (await form.trigger(embedFieldNames)) ? embedSettingsFromValues(form.getValues(embedFieldNames)) : null
          }
          onShownChange={setEmbedShown}
        />
      ) : null}
      <div className="sticky bottom-0 z-10 -mx-4 flex justify-end gap-2 border-t border-border bg-background/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border sm:px-5">
        <Button variant="outline" asChild>
          <Link to="/admin/campaigns">
            <Trans>Cancel</Trans>
          </Link>
        </Button>
        <SubmitButton busy={busy} busyLabel={editing ? t`Saving...` : t`Creating...`}>
          {editing ? <Trans>Save Changes</Trans> : <Trans>Create Campaign</Trans>}
        </SubmitButton>
      </div>
    </form>
  );
}
