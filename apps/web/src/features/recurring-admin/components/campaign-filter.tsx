import { useLingui } from '@lingui/react/macro';
import { FilterField } from '@/components/ui/filter-field';
import { NativeSelect } from '@/components/ui/native-select';
import { useCampaignOptions } from '../api/get-campaign-options';

/** The campaign filter of the admin lists (recurring gifts, donations): all campaigns, or one by its title. */
export function CampaignFilter({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (campaignId: number | null) => void;
}) {
  const { t } = useLingui();
  const campaigns = useCampaignOptions();
  const options = campaigns.data ?? [];
  // A campaign named by the URL that is not among the newest ones offered is still shown as chosen.
  const unlisted = value !== null && !options.some((c) => c.id === value);
  return (
    <FilterField label={t`Campaign`}>
      {(id) => (
        <NativeSelect
          id={id}
          value={value === null ? '' : String(value)}
          onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">{t`All campaigns`}</option>
          {unlisted ? <option value={String(value)}>{t`Campaign #${value}`}</option> : null}
          {options.map((campaign) => (
            <option key={campaign.id} value={String(campaign.id)}>
              {campaign.title}
            </option>
          ))}
        </NativeSelect>
      )}
    </FilterField>
  );
}
