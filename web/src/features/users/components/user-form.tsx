import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useMemo, type FormEvent } from 'react';
import { href } from '#web/lib/client-routes.ts';
import { USER_MESSAGES } from '#shared/team-messages.ts';
import { CheckboxField } from '#web/components/form/checkbox-field.tsx';
import { MultiSelectList } from '#web/components/form/multi-select-list.tsx';
import { FormActions } from '#web/components/form/form-actions.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { useApiForm } from '#web/components/form/use-api-form.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { PersonActions } from '#web/components/people/person-actions.tsx';
import { TEAM_ROUTES, type ListedPerson } from '#web/components/people/people-routes.ts';
import { InvitationPending } from '#web/components/people/person-status.tsx';
import { useDeactivateUser } from '../hooks/use-deactivate-user.ts';
import type { UserFormData } from '../hooks/use-user-form-data.ts';
import { useUserSave, type UserFormValues } from '../hooks/use-user-save.ts';
import { allowedDashboards } from '../utils/allowed-dashboards.ts';
import { AllowedDashboardsNote } from './allowed-dashboards-note.tsx';

/** Where the API's messages show: the nested fields (`user.email`…) and the rule flags at the top. */
const FIELD = {
  firstName: 'user.first_name',
  lastName: 'user.last_name',
  email: 'user.email',
  roles: ['role_ids', 'user.role_ids'],
  admin: 'user.customer_admin',
  adminRules: ['must_have_at_least_one_admin', 'main_contact_must_be_admin'],
  limit: 'user_limit_reached',
} as const;
const PLACED: readonly string[] = [FIELD.firstName, FIELD.lastName, FIELD.email, ...FIELD.roles, FIELD.admin, ...FIELD.adminRules, FIELD.limit];

const initialValues = ({ user, roles }: UserFormData): UserFormValues => {
  const known = new Set(roles.map((role) => role.id));
  return {
    first_name: '',
    last_name: '',
    email: '',
    // A role deleted since is not sent back (the API would refuse the save).
    role_ids: user ? user.role_ids.filter((id) => known.has(id)) : [],
    customer_admin: user?.customer_admin ?? false,
  };
};

/**
 * The spec's collaborator form. Inviting: names and e-mail; editing: the collaborator's name and
 * e-mail as text (they are the collaborator's own). Both: the access levels, the administrator box
 * and the note of what that lets them see.
 */
export function UserForm({ id, data }: { id?: string; data: UserFormData }) {
  const form = useApiForm<UserFormValues>(() => initialValues(data));
  const { values, setField, errorOf, bind, submitting, fieldErrors, setFieldErrors } = form;
  const save = useUserSave(form, { id, limitIsReached: data.limitIsReached });
  const saved = data.user;
  const identity = saved && {
    id: saved.id,
    name: `${saved.first_name} ${saved.last_name}`.trim(),
    email: saved.email,
    invitation_pending: saved.invitation_pending,
    invitation_sent_at: saved.invitation_sent_at,
    deactivated_at: null,
  };
  const { deactivate, deactivating } = useDeactivateUser(identity, setFieldErrors);
  const busy = submitting || deactivating;

  const dashboards = useMemo(() => allowedDashboards(data.roles, values.role_ids), [data.roles, values.role_ids]);
  const firstOf = (paths: readonly string[]) => paths.map(errorOf).find(Boolean);
  const otherErrors = Object.entries(fieldErrors)
    .filter(([path]) => !PLACED.includes(path))
    .flatMap(([, messages]) => messages.slice(0, 1));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!busy) void save();
  }

  return (
    <chakra.form
      onSubmit={handleSubmit}
      noValidate
      aria-label={USER_MESSAGES.formHeading}
      bg="bg"
      borderWidth="1px"
      rounded="lg"
      p={{ base: '4', md: '6' }}
    >
      <Stack gap="5" maxW="2xl">
        {!id && data.limitIsReached && <FormAlert kind="info" message={USER_MESSAGES.limitNote} />}
        {errorOf(FIELD.limit) && <FormAlert kind="error" message={errorOf(FIELD.limit)!} />}
        {otherErrors.map((message, index) => (
          <FormAlert key={index} kind="error" message={message} />
        ))}
        {identity ? (
          <Identity person={identity} />
        ) : (
          <>
            <TextField label={USER_MESSAGES.firstName} autoComplete="off" {...bind('first_name')} errorText={errorOf(FIELD.firstName)} />
            <TextField label={USER_MESSAGES.lastName} autoComplete="off" {...bind('last_name')} errorText={errorOf(FIELD.lastName)} />
            <TextField label={USER_MESSAGES.email} type="email" autoComplete="off" {...bind('email')} errorText={errorOf(FIELD.email)} />
          </>
        )}
        <MultiSelectList
          title={USER_MESSAGES.roles}
          details={USER_MESSAGES.rolesDetails}
          items={data.roles}
          selectedIds={values.role_ids}
          onChange={(ids) => setField('role_ids', ids)}
          errorText={firstOf(FIELD.roles)}
          defaultExpanded
          disabled={busy}
        />
        <Stack gap="2">
          <CheckboxField
            label={USER_MESSAGES.grantAdmin}
            description={USER_MESSAGES.grantAdminHelp}
            name="customer_admin"
            checked={values.customer_admin}
            onCheckedChange={(checked) => setField('customer_admin', checked)}
            errorText={errorOf(FIELD.admin)}
            disabled={busy}
          />
          {firstOf(FIELD.adminRules) && <FormAlert kind="error" message={firstOf(FIELD.adminRules)!} />}
        </Stack>
        <AllowedDashboardsNote admin={values.customer_admin} dashboards={dashboards} />
        <FormActions
          back={{ label: USER_MESSAGES.back, href: href('users-list') }}
          danger={identity ? { label: USER_MESSAGES.deactivate, onClick: () => void deactivate(), busy: deactivating } : undefined}
          submit={{ label: id ? USER_MESSAGES.submitEdit : USER_MESSAGES.submitNew, busy: submitting }}
        />
      </Stack>
    </chakra.form>
  );
}

/**
 * The collaborator's name and e-mail, as text: only they change them (in their own account); for one
 * who never signed in, the pending invitation and "Reenviar convite".
 */
function Identity({ person }: { person: ListedPerson }) {
  return (
    <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', sm: 'auto 1fr' }} columnGap="4" rowGap="1">
      <Text as="dt" fontWeight="semibold">
        {USER_MESSAGES.firstName}
      </Text>
      <Text as="dd" wordBreak="break-word">
        {person.name}
      </Text>
      <Text as="dt" fontWeight="semibold">
        {USER_MESSAGES.email}
      </Text>
      <Text as="dd" wordBreak="break-all">
        {person.email}
      </Text>
      {person.invitation_pending && (
        <>
          <Text as="dt" fontWeight="semibold" pt={{ sm: '1.5' }}>
            {USER_MESSAGES.statusFilter}
          </Text>
          <Flex as="dd" gap="3" wrap="wrap" align="center">
            <InvitationPending sentAt={person.invitation_sent_at} />
            <PersonActions person={person} deactivated={false} routes={TEAM_ROUTES} />
          </Flex>
        </>
      )}
    </Box>
  );
}
