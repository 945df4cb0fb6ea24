/**
 * Callbacks given to the hook rather than to `mutate()`: TanStack Query skips `mutate()` callbacks once the
 * calling component unmounts, and a sign-in or sign-out unmounts the form that started it.
 */
export type MutationCallbacks<T> = {
  onSuccess?: (data: T) => void;
  onError?: (error: Error) => void;
};
