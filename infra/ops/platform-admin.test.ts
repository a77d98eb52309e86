// The decision of each admin:create run from what stands (the writes themselves are tested against the
// local stack in tests/integration/admin-create.test.ts).
import { describe, expect, it } from 'vitest';
import { planPlatformAdmin, type AccountState, type AdminState } from './platform-admin.ts';

const EMAIL = 'ana@exemplo.com';
const invited: AccountState = { sub: 'sub-1', status: 'FORCE_CHANGE_PASSWORD', enabled: true };
const confirmed: AccountState = { ...invited, status: 'CONFIRMED' };
const nothing: AdminState = { claim: undefined, account: undefined, platformProfile: false, businessProfile: undefined };
const platformClaim = { userId: 'sub-1', businessId: null };

const plan = (state: Partial<AdminState>) => planPlatformAdmin(EMAIL, { ...nothing, ...state });

describe('planPlatformAdmin', () => {
  it('invites an address nobody holds', () => {
    expect(plan({})).toEqual({ action: 'invite' });
  });

  it('changes nothing for the platform administrator, confirmed or still invited', () => {
    for (const account of [invited, confirmed]) {
      expect(plan({ claim: platformClaim, account, platformProfile: true })).toEqual({
        action: 'none',
        userId: 'sub-1',
        status: account.status,
      });
    }
  });

  it('finishes what a run that died left: an invited account alone, a claim without profile, a profile without claim', () => {
    expect(plan({ account: invited })).toEqual({ action: 'write', userId: 'sub-1', profile: true, claim: true, resendInvitation: true });
    expect(plan({ claim: platformClaim, account: confirmed })).toEqual({
      action: 'write',
      userId: 'sub-1',
      profile: true,
      claim: false,
      resendInvitation: false,
    });
    expect(plan({ account: confirmed, platformProfile: true })).toEqual({
      action: 'write',
      userId: 'sub-1',
      profile: false,
      claim: true,
      resendInvitation: false,
    });
  });

  it('refuses a business user’s address, whatever its account', () => {
    const refused = plan({ claim: { userId: 'sub-1', businessId: 'biz-demo' }, account: confirmed });
    expect(refused).toEqual({ action: 'refuse', reason: expect.stringContaining('business biz-demo') });
    expect(plan({ account: invited, businessProfile: 'biz-demo' })).toMatchObject({ action: 'refuse' });
  });

  it('refuses an account already in use with no platform profile, and a disabled invited one', () => {
    expect(plan({ account: confirmed })).toEqual({ action: 'refuse', reason: expect.stringContaining('already in use (CONFIRMED)') });
    expect(plan({ account: { ...invited, enabled: false } })).toEqual({ action: 'refuse', reason: expect.stringContaining('disabled') });
  });

  it('refuses a platform claim whose Cognito account is gone or another one', () => {
    expect(plan({ claim: platformClaim, platformProfile: true })).toEqual({
      action: 'refuse',
      reason: expect.stringContaining('no Cognito account'),
    });
    expect(plan({ claim: platformClaim, account: { ...confirmed, sub: 'sub-2' }, platformProfile: true })).toEqual({
      action: 'refuse',
      reason: expect.stringContaining('its Cognito account is sub-2'),
    });
  });
});
