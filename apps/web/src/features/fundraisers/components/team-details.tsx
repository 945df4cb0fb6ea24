import { fundraiserPath, fundraiserTeamPath, type PublicTeam } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Crown, HeartHandshake } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Progress } from '@/components/ui/progress';
import { formatCurrency } from '@/lib/format';
import { percentOf } from '../lib/fundraiser-display';
import { DetailsHeading, DetailsShareCard, ProgressCard, useDetailsTitle } from './fundraiser-details-parts';

type TeamMember = PublicTeam['members'][number];

/** A team's page (issue 25): its name, captain, progress to the team goal and its members, most raised first. */
export function TeamDetails({ team }: { team: PublicTeam }) {
  const { t } = useLingui();
  const { campaign } = team;
  // A node, not a string: <Trans> would read tags typed in the captain's name as its own elements.
  const captainName = <>{team.captainName}</>;
  const memberCount = team.members.length;
  const membersId = useId();
  useDetailsTitle(team.name);

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="grid min-w-0 content-start gap-8">
        <header>
          <Badge variant="soft">
            <Trans>Team</Trans>
          </Badge>
          <DetailsHeading title={team.name} campaign={campaign} className="mt-3">
            <Trans>
              Captained by <span className="font-semibold text-foreground">{captainName}</span>, raising money for
            </Trans>
          </DetailsHeading>
        </header>
        <section aria-labelledby={membersId} className="grid gap-4">
          <h2 id={membersId} className="text-xl font-semibold tracking-tight">
            <Trans>
              Members <span className="text-base font-normal text-muted-foreground">({memberCount})</span>
            </Trans>
          </h2>
          {team.members.length === 0 ? (
            <p className="flex items-center gap-2 rounded-xl border border-dashed border-border bg-card/60 p-4 text-sm text-muted-foreground">
              <HeartHandshake className="size-5 shrink-0" aria-hidden="true" />
              <Trans>No member pages to show yet.</Trans>
            </p>
          ) : (
            <ul className="grid gap-3">
              {team.members.map((member) => (
                <MemberRow key={member.slug} campaignId={campaign.id} member={member} currency={team.currency} />
              ))}
            </ul>
          )}
        </section>
      </div>
      <aside aria-label={t`Team progress`} className="flex flex-col gap-6 lg:self-start">
        <ProgressCard
          raised={team.raisedAmount}
          goal={team.goal}
          giftCount={team.giftCount}
          goalName={t`the team goal`}
          currency={team.currency}
        />
        <DetailsShareCard kind="team" path={fundraiserTeamPath(campaign.id, team.slug)} title={team.name} />
      </aside>
    </div>
  );
}

/** A member's page; `currency` is the team's campaign's. */
function MemberRow({ campaignId, member, currency }: { campaignId: number; member: TeamMember; currency?: string }) {
  const { t } = useLingui();
  const percent = percentOf(member.raisedAmount, member.goal);
  const raisedAmount = formatCurrency(member.raisedAmount, { wholeDollars: true, currency });
  const goalAmount = formatCurrency(member.goal, { wholeDollars: true, currency });
  const fundraiserName = member.fundraiserName;
  return (
    <li className="rounded-xl border border-border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <Link
          to={fundraiserPath(campaignId, member.slug)}
          className="min-w-0 font-semibold break-words text-primary underline-offset-4 hover:underline"
        >
          {member.title}
        </Link>
        <span className="text-sm text-muted-foreground">
          <Trans>
            <span className="font-semibold text-foreground">{raisedAmount}</span> of {goalAmount}
          </Trans>
        </span>
      </div>
      <p className="mt-1 flex items-center gap-2 text-sm text-muted-foreground">
        {member.fundraiserName}
        {member.isCaptain ? (
          <Badge variant="outline">
            <Crown aria-hidden="true" />
            <Trans>Captain</Trans>
          </Badge>
        ) : null}
      </p>
      <Progress value={percent} aria-label={t`${fundraiserName}: ${percent}% of their goal raised`} className="mt-3" />
    </li>
  );
}
