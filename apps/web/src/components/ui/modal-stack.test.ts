import { describe, expect, it, vi } from 'vitest';
import { getInnermostModal, pushModal, removeModal, subscribeToModals } from './modal-stack';

const dialog = (name: string) => ({ name }) as unknown as HTMLDialogElement;

describe('modal stack', () => {
  it('names the innermost open modal dialog, tells listeners, and none once all are closed', () => {
    const outer = dialog('outer');
    const inner = dialog('inner');
    const listener = vi.fn();
    const unsubscribe = subscribeToModals(listener);
    expect(getInnermostModal()).toBeNull();
    pushModal(outer);
    pushModal(inner);
    expect(getInnermostModal()).toBe(inner);
    removeModal(inner);
    expect(getInnermostModal()).toBe(outer);
    pushModal(outer);
    removeModal(outer);
    removeModal(outer);
    expect(getInnermostModal()).toBeNull();
    // The second removal of a closed dialog changes nothing and tells nobody.
    expect(listener).toHaveBeenCalledTimes(5);
    unsubscribe();
  });
});
