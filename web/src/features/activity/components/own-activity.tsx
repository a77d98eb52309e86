import { Heading, Stack } from '@chakra-ui/react';
import { ACTIVITY_MESSAGES as M } from '#shared/activity-messages.ts';
import { useCurrentUser } from '#web/lib/user-data/current-user.tsx';
import type { ActivitySource } from '../hooks/use-activity.ts';
import { ActivityTrail } from './activity-trail.tsx';
import { activityFiltersCodec } from '../utils/activity-search-params.ts';

const CODEC = activityFiltersCodec();
const OWN: ActivitySource = { scope: 'own' };
const PLATFORM: ActivitySource = { scope: 'platform' };

/**
 * `/activity`: a customer_admin's business trail, or for the platform admin the platform's own changes
 * (themes, reports, the admins' sign-ins); a business's trail is a tab of its panel.
 */
export default function OwnActivity() {
  const platform = useCurrentUser().access === 'admin';
  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        {platform ? M.platformHeading : M.heading}
      </Heading>
      <ActivityTrail source={platform ? PLATFORM : OWN} codec={CODEC} />
    </Stack>
  );
}
