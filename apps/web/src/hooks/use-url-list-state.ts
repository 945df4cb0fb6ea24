import { useSearchParams } from 'react-router';

/** How a paged list's state is read from its URL and written back to it. */
export type UrlListCodec<S extends { page: number }> = {
  parse: (params: URLSearchParams) => S;
  toSearch: (state: S) => URLSearchParams;
};

/**
 * A paged list whose search, filters, sort and page live in its URL (admin donors, donations, recurring gifts), so a
 * reload, Back or a shared link shows the same list. A new search, filter or sort starts from page 1 unless the change
 * names a page; `replace` is for typing, so pauses do not pile up in history.
 */
export function useUrlListState<S extends { page: number }>({ parse, toSearch }: UrlListCodec<S>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = parse(searchParams);

  const update = (change: Partial<S>, options: { replace?: boolean } = {}) => {
    setSearchParams((current) => toSearch({ ...parse(current), page: 1, ...change }), {
      replace: options.replace ?? false,
      preventScrollReset: true,
    });
  };

  return [state, update] as const;
}
