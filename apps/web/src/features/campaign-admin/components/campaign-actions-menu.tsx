import type { AdminCampaign } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Code, Copy, Eye, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

type CampaignActionsMenuProps = {
  campaign: AdminCampaign;
  onDuplicate: (campaign: AdminCampaign) => void;
  onDelete: (campaign: AdminCampaign) => void;
};

/** The per-campaign menu (spec section 2): View, Edit, Get Embed Code, Duplicate and Delete. */
export function CampaignActionsMenu({ campaign, onDuplicate, onDelete }: CampaignActionsMenuProps) {
  const { t } = useLingui();
  const title = campaign.title;
  const label = t`Actions for ${title}`;
  // Delete opens a dialog. It waits until the closing menu has given focus back to its button, so the dialog
  // takes focus from that button and returns it there when it closes (not to the menu item, gone by then).
  const afterClose = useRef<(() => void) | null>(null);

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={label}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        aria-label={label}
        onCloseAutoFocus={() => {
          const action = afterClose.current;
          afterClose.current = null;
          // Radix focuses the button right after this handler returns.
          if (action) queueMicrotask(action);
        }}
      >
        <DropdownMenuItem asChild>
          <Link to={`/campaigns/${campaign.id}`}>
            <Eye aria-hidden="true" />
            <Trans>View</Trans>
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={`/admin/campaigns/${campaign.id}/edit`}>
            <Pencil aria-hidden="true" />
            <Trans>Edit</Trans>
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={`/admin/campaigns/${campaign.id}/edit#embed-code`}>
            <Code aria-hidden="true" />
            <Trans>Get Embed Code</Trans>
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onDuplicate(campaign)}>
          <Copy aria-hidden="true" />
          <Trans>Duplicate</Trans>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          variant="destructive"
          onSelect={() => {
            afterClose.current = () => onDelete(campaign);
          }}
        >
          <Trash2 aria-hidden="true" />
          <Trans>Delete</Trans>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
