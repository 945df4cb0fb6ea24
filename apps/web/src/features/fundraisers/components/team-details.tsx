import { fundraiserPath, pageTitle, type PublicTeam } from '@causeway/contracts';
import { Crown, HeartHandshake } from 'lucide-react';
import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { ShareCard } from '@/features/campaigns';
import { formatCurrency } from '@/lib/format';
import { usePageOrigin } from '@/lib/page-origin';
import { percentOf } from '../lib/fundraiser-display';
import { FundraiserProgress } from './fundraiser-progress';

type TeamMember = PublicTeam['members'][number];

/** A team's page (issue 25): its name, captain, progress to the team goal and its members, most raised first. */
export function TeamDetails({ team }: { team: PublicTeam }) {
  const { campaign } = team;
  const membersId = useId();
  const origin = usePageOrigin();
  const shareUrl = `${origin.replace(/\/$/, '')}/campaigns/${campaign.id}/teams/${team.slug}`;
  useEffect(() => {
    document.title = pageTitle(team.name);
  }, [team.name]);

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="grid min-w-0 content-start gap-8">
        <header>
          <Badge variant="soft">Team</Badge>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance break-words sm:text-4xl">{team.name}</h1>
          <p className="mt-3 text-lg text-muted-foreground">
            Captained by <span className="font-semibold text-foreground">{team.captainName}</span>, raising money for{' '}
            <Link
              to={`/campaigns/${campaign.id}`}
              className="font-semibold text-primary underline-offset-4 hover:underline"
            >
              {campaign.title}
            </Link>
          </p>
        </header>
        <section aria-labelledby={membersId} className="grid gap-4">
          <h2 id={membersId} className="text-xl font-semibold tracking-tight">
            Members <span className="text-base font-normal text-muted-foreground">({team.members.length})</span>
          </h2>
          {team.members.length === 0 ? (
            <p className="flex items-center gap-2 rounded-xl border border-dashed border-border bg-card/60 p-4 text-sm text-muted-foreground">
              <HeartHandshake className="size-5 shrink-0" aria-hidden="true" />
              No member pages to show yet.
            </p>
          ) : (
            <ul className="grid gap-3">
              {team.members.map((member) => (
                <MemberRow key={member.slug} campaignId={campaign.id} member={member} />
              ))}
            </ul>
          )}
        </section>
      </div>
      <aside aria-label="Team progress" className="flex flex-col gap-6 lg:self-start">
        <Card>
          <CardContent className="p-6">
            <FundraiserProgress
              raised={team.raisedAmount}
              goal={team.goal}
              giftCount={team.giftCount}
              goalName="the team goal"
            />
          </CardContent>
        </Card>
        <ShareCard
          url={shareUrl}
          title={team.name}
          heading="Share this team"
          copiedDescription="The team's link has been copied to your clipboard."
        />
      </aside>
    </div>
  );
}

function MemberRow({ campaignId, member }: { campaignId: number; member: TeamMember }) {
  const percent = percentOf(member.raisedAmount, member.goal);
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
          <span className="font-semibold text-foreground">
            {formatCurrency(member.raisedAmount, { wholeDollars: true })}
          </span>{' '}
          of {formatCurrency(member.goal, { wholeDollars: true })}
        </span>
      </div>
      <p className="mt-1 flex items-center gap-2 text-sm text-muted-foreground">
        {member.fundraiserName}
        {member.isCaptain ? (
          <Badge variant="outline">
            <Crown aria-hidden="true" />
            Captain
          </Badge>
        ) : null}
      </p>
      <Progress
        value={percent}
        aria-label={`${member.fundraiserName}: ${percent}% of their goal raised`}
        className="mt-3"
      />
    </li>
  );
}
