import {
  organizationEndpoints,
  type Organization,
  type OrganizationInput,
  type organizationOperations,
} from '@causeway/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-callbacks';
import { adminKeys } from './query-keys';

/** The organizations a campaign can belong to, by name. */
export function getOrganizations(signal?: AbortSignal) {
  return callOperation<typeof organizationOperations.list>(organizationEndpoints.list, { signal });
}

export function organizationsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.organizations,
    queryFn: ({ signal }) => getOrganizations(signal),
    refetchOnMount: 'always',
  });
}

export function useOrganizations() {
  return useQuery(organizationsQueryOptions());
}

/** Spec section 7: name, description, contactEmail. */
export function createOrganization(input: OrganizationInput) {
  return callOperation<typeof organizationOperations.create>(organizationEndpoints.create, { body: input });
}

/** The new organization joins the cached list at once, so the select can show it selected straight away. */
export function useCreateOrganization(options: MutationCallbacks<Organization> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrganization,
    onError: options.onError,
    onSuccess: (organization) => {
      queryClient.setQueryData<Organization[]>(adminKeys.organizations, (list) =>
        [...(list ?? []).filter((o) => o.id !== organization.id), organization].sort((a, b) =>
          a.name.localeCompare(b.name),
        ),
      );
      void queryClient.invalidateQueries({ queryKey: adminKeys.organizations });
      options.onSuccess?.(organization);
    },
  });
}
