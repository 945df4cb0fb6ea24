import { describe, expect, it } from 'vitest';
import { widgetMessages as m } from '@causeway/contracts';
import { widgetCampaign } from '../test/widget-campaign';
import { widgetState } from './widget-state';

const campaign = widgetCampaign;

describe('widgetState', () => {
  it('offers the gift form only while the server says the campaign takes donations', () => {
    const live = campaign({});
    expect(widgetState({ campaign: live }, live)).toEqual({ kind: 'live', campaign: live });
  });

  it('shows the offline notice for an active campaign past its end date (it has ended), as for a paused one', () => {
    const ended = campaign({ status: 'active', acceptingDonations: false });
    expect(widgetState({ campaign: ended }, ended)).toEqual({ kind: 'offline', campaign: ended, message: m.ended });
    const paused = campaign({ status: 'paused', acceptingDonations: false });
    expect(widgetState({ campaign: paused }, paused)).toMatchObject({ kind: 'offline', message: m.offline });
    const completed = campaign({ status: 'completed', acceptingDonations: false });
    expect(widgetState({ campaign: completed }, completed)).toMatchObject({ kind: 'offline', message: m.ended });
  });

  it('is loading without data, and unavailable with the server’s reason when there is no campaign', () => {
    expect(widgetState(null, null)).toEqual({ kind: 'loading' });
    expect(widgetState({ error: 'Campaign not found' }, null)).toEqual({
      kind: 'unavailable',
      message: 'Campaign not found',
    });
  });
});
