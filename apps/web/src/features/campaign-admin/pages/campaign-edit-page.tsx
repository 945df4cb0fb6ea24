import {
  campaignFormMessages as m,
  donationSourceMessages,
  fundraiserMessages,
  matchMessages,
  parseId,
  supportMessageLabels,
} from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink, RotateCw, SearchX, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { StateMessage } from '@/components/ui/state-message';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/use-toast';
import { MatchesPanel } from '@/features/matches';
import { GiftsBySourcePanel } from '@/features/donation-sources';
import { FundraisersAdminPanel } from '@/features/fundraiser-admin';
import { CampaignUpdatesPanel } from '@/features/updates';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError } from '@/lib/api-client';
import { useContractText } from '@/lib/i18n';
import { useAdminCampaign } from '../api/get-admin-campaign';
import { AdminPageHeader } from '../components/admin-page-header';
import { BackToCampaigns } from '../components/back-to-campaigns';
import { CampaignForm } from '../components/campaign-form';
import { CampaignStatusBadge } from '../components/campaign-status-badge';
import { SupportMessagesPanel } from '../components/support-messages-panel';

const editTabs = ['details', 'updates', 'support', 'matches', 'sources', 'fundraisers'] as const;
type EditTab = (typeof editTabs)[number];

const tabClassName =
  'text-center sm:px-4 max-sm:basis-[calc(50%-0.25rem)] max-sm:h-auto max-sm:min-h-9 max-sm:whitespace-normal max-sm:py-1.5 max-sm:leading-tight';

/** /admin/campaigns/{id}/edit (spec section 2): the form, and the campaign's updates in a second tab. */
export function CampaignEditPage() {
  const id = parseId(useParams().id);
  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      {id === null ? <NotFound /> : <EditCampaign key={id} id={id} />}
    </div>
  );
}

function EditCampaign({ id }: { id: number }) {
  const { t } = useLingui();
  const contractText = useContractText();
  const { data: campaign, isPending, isError, error, errorUpdatedAt, isFetching, refetch } = useAdminCampaign(id);
  const title = campaign?.title;
  useDocumentTitle(campaign ? t`Edit ${title}` : t`Edit Campaign`);
  const [searchParams, setSearchParams] = useSearchParams();
  // The open tab is in the URL, so a reload (or a link) opens the same tab.
  const tabParam = searchParams.get('tab');
  const tab: EditTab = editTabs.find((name) => name === tabParam) ?? 'details';
  const missing = isError && isApiError(error) && error.status === 404;

  useEffect(() => {
    if (isError && !missing) toast({ variant: 'destructive', title: t`Error`, description: m.loadFailed });
  }, [isError, missing, errorUpdatedAt, t]);

  if (missing) return <NotFound />;
  if (isError) {
    return (
      <>
        <BackToCampaigns />
        <StateMessage
          tone="error"
          icon={TriangleAlert}
          title={t`Could not load this campaign`}
          description={contractText(m.loadFailed)}
          action={
            <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
              <RotateCw className={isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
              <Trans>Try again</Trans>
            </Button>
          }
        />
      </>
    );
  }
  if (isPending) return <PageSkeleton />;

  return (
    <>
      <AdminPageHeader
        back={<BackToCampaigns />}
        title={t`Edit Campaign`}
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-medium text-foreground">{campaign.title}</span>
            <CampaignStatusBadge status={campaign.status} />
          </span>
        }
        actions={
          <Button variant="outline" asChild>
            <Link to={`/campaigns/${campaign.id}`}>
              <ExternalLink aria-hidden="true" />
              <Trans>View page</Trans>
            </Link>
          </Button>
        }
      />
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setSearchParams(value === 'details' ? {} : { tab: value }, { replace: true, preventScrollReset: true })
        }
      >
        <TabsList
          aria-label={t`Campaign editor`}
          className="max-sm:h-auto max-sm:flex-wrap sm:w-auto sm:justify-self-start"
        >
          {/* Six tabs on a 390 px phone: they take three rows there, and long labels wrap, rather than overflow. */}
          <TabsTrigger value="details" className={tabClassName}>
            <Trans>Campaign Details</Trans>
          </TabsTrigger>
          <TabsTrigger value="updates" className={tabClassName}>
            <Trans>Updates &amp; Engagement</Trans>
          </TabsTrigger>
          <TabsTrigger value="support" className={tabClassName}>
            {contractText(supportMessageLabels.moderationTitle)}
          </TabsTrigger>
          <TabsTrigger value="matches" className={tabClassName}>
            {contractText(matchMessages.sectionTitle)}
          </TabsTrigger>
          <TabsTrigger value="sources" className={tabClassName}>
            {contractText(donationSourceMessages.title)}
          </TabsTrigger>
          <TabsTrigger value="fundraisers" className={tabClassName}>
            {contractText(fundraiserMessages.tabLabel)}
          </TabsTrigger>
        </TabsList>
        {/* Kept mounted behind the Updates tab, so unsaved changes survive a look at the updates. */}
        <TabsContent value="details" forceMount>
          <CampaignForm campaign={campaign} />
        </TabsContent>
        <TabsContent value="updates">
          <CampaignUpdatesPanel campaignId={campaign.id} campaignTitle={campaign.title} />
        </TabsContent>
        <TabsContent value="support">
          <SupportMessagesPanel campaignId={campaign.id} currency={campaign.currency} />
        </TabsContent>
        <TabsContent value="matches">
          <MatchesPanel campaignId={campaign.id} currency={campaign.currency} />
        </TabsContent>
        <TabsContent value="sources">
          <GiftsBySourcePanel scope={{ campaignId: campaign.id }} />
        </TabsContent>
        <TabsContent value="fundraisers">
          <FundraisersAdminPanel campaignId={campaign.id} currency={campaign.currency} />
        </TabsContent>
      </Tabs>
    </>
  );
}

function NotFound() {
  const { t } = useLingui();
  return (
    <>
      <BackToCampaigns />
      <StateMessage
        icon={SearchX}
        title={t`Campaign not found`}
        description={t`This campaign does not exist or has been deleted.`}
      />
    </>
  );
}
