import { chakra, Grid, Stack } from '@chakra-ui/react';
import { memo, useCallback, type FormEvent } from 'react';
import type { RoleEditResponse, RoleFormOptions } from '#shared/api-types.ts';
import { href } from '#web/lib/client-routes.ts';
import { ROLE_MESSAGES } from '#shared/team-messages.ts';
import { MultiSelectList } from '#web/components/form/multi-select-list.tsx';
import { FormActions } from '#web/components/form/form-actions.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { useApiForm } from '#web/components/form/use-api-form.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { isApiError, type FieldMessages } from '#web/lib/api-error.ts';
import { useDeleteRoleFlow } from '../hooks/use-delete-role.tsx';
import { useRoleSave, type RoleFormValues } from '../hooks/use-role-save.ts';
import { IconPicker } from './icon-picker.tsx';

// The lists may hold thousands of checkboxes, slow to re-render: they re-render only when their own
// props change (not with every key typed in the name, nor while a save is under way).
const OptionList = memo(MultiSelectList);

type SavedRole = RoleEditResponse['role'];

interface RoleFormProps {
  /** The icons, users and dashboards to pick from. */
  options: RoleFormOptions;
  /** Edit mode: the access level as stored. */
  saved?: SavedRole;
}

const initialValues = (options: RoleFormOptions, saved?: SavedRole): RoleFormValues => ({
  name: saved?.name ?? '',
  // Exactly one icon is always chosen: a new access level starts with the first.
  icon: saved?.icon ?? options.icons[0] ?? '',
  user_ids: saved?.user_ids ?? [],
  dashboard_ids: saved?.dashboard_ids ?? [],
});

/** The first message for a field or anything nested in it (`user_ids.3`: an id of the list). */
const errorUnder = (errors: FieldMessages, field: string) =>
  Object.entries(errors).find(([path]) => path === field || path.startsWith(`${field}.`))?.[1][0];

/** The spec's access level form: name, icon, users, dashboards; create without `saved`, edit with it. */
export function RoleForm({ options, saved }: RoleFormProps) {
  const form = useApiForm<RoleFormValues>(() => initialValues(options, saved));
  const { values, setField, fieldErrors, bind, submitting } = form;
  const save = useRoleSave(saved?.id, form);
  const { remove, deleting } = useDeleteRoleFlow(saved);
  const busy = submitting || deleting;

  const setIcon = useCallback((icon: string) => setField('icon', icon), [setField]);
  const setUsers = useCallback((ids: string[]) => setField('user_ids', ids), [setField]);
  const setDashboards = useCallback((ids: string[]) => setField('dashboard_ids', ids), [setField]);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!busy) void save();
  }

  // A check of the whole request (`_`), or a conflict the server explains (another person saved first).
  const formError = errorUnder(fieldErrors, '_') ?? (isApiError(form.error) && form.error.status === 409 ? form.error.message : undefined);
  return (
    <chakra.form
      onSubmit={handleSubmit}
      noValidate
      aria-label={ROLE_MESSAGES.formHeading}
      bg="bg"
      borderWidth="1px"
      rounded="lg"
      p={{ base: '4', md: '6' }}
    >
      <Stack gap="6">
        {formError && <FormAlert kind="error" message={formError} />}
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }} gap={{ base: '6', lg: '8' }}>
          <Stack gap="6">
            <TextField label={ROLE_MESSAGES.name} required {...bind('name')} />
            <IconPicker icons={options.icons} value={values.icon} onChange={setIcon} errorText={errorUnder(fieldErrors, 'icon')} />
          </Stack>
          <Stack gap="6">
            <OptionList
              title={ROLE_MESSAGES.users}
              details={ROLE_MESSAGES.usersDetails}
              items={options.users}
              selectedIds={values.user_ids}
              onChange={setUsers}
              errorText={errorUnder(fieldErrors, 'user_ids')}
            />
            <OptionList
              title={ROLE_MESSAGES.dashboards}
              details={ROLE_MESSAGES.dashboardsDetails}
              items={options.dashboards}
              selectedIds={values.dashboard_ids}
              onChange={setDashboards}
              errorText={errorUnder(fieldErrors, 'dashboard_ids')}
            />
          </Stack>
        </Grid>
        <FormActions
          back={{ label: ROLE_MESSAGES.back, href: href('roles-list') }}
          danger={saved ? { label: ROLE_MESSAGES.delete, onClick: () => void remove(), busy: deleting } : undefined}
          submit={{ label: saved ? ROLE_MESSAGES.submitEdit : ROLE_MESSAGES.submitNew, busy: submitting }}
        />
      </Stack>
    </chakra.form>
  );
}
