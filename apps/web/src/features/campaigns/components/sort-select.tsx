import { campaignSorts, type CampaignSort } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { NativeSelect } from '@/components/ui/native-select';
import { sortLabels } from '../lib/listing-params';

export function SortSelect({ value, onChange }: { value: CampaignSort; onChange: (sort: CampaignSort) => void }) {
  const { i18n } = useLingui();
  return (
    <div className="flex shrink-0 items-center gap-2">
      <label htmlFor="campaign-sort" className="whitespace-nowrap text-sm font-medium text-muted-foreground">
        <Trans>Sort by</Trans>
      </label>
      <NativeSelect
        id="campaign-sort"
        value={value}
        onChange={(event) => onChange(event.target.value as CampaignSort)}
        className="h-11 min-w-40 font-medium"
      >
        {campaignSorts.map((sort) => (
          <option key={sort} value={sort}>
            {i18n._(sortLabels[sort])}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
