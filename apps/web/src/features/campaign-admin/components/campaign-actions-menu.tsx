import type { AdminCampaign } from '@causeway/contracts';
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
  const label = `Actions for ${campaign.title}`;
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
            View
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={`/admin/campaigns/${campaign.id}/edit`}>
            <Pencil aria-hidden="true" />
            Edit
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={`/admin/campaigns/${campaign.id}/edit#embed-code`}>
            <Code aria-hidden="true" />
            Get Embed Code
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onDuplicate(campaign)}>
          <Copy aria-hidden="true" />
          Duplicate
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          variant="destructive"
          onSelect={() => {
            afterClose.current = () => onDelete(campaign);
          }}
        >
          <Trash2 aria-hidden="true" />
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
