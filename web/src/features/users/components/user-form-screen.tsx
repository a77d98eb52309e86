import { useParams } from 'react-router-dom';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';
import { useUserFormData } from '../hooks/use-user-form-data.ts';
import { UserForm } from './user-form.tsx';

/** The form's data (the invitation's or the collaborator's), then the form: a new one per collaborator opened. */
export default function UserFormScreen() {
  const { id } = useParams();
  const { data, error } = useUserFormData(id);
  // A failed load is only logged (a failed edit load also goes back to the list with its message).
  if (!data) return error ? null : <PageSpinner />;
  return <UserForm key={id ?? 'new'} id={id} data={data} />;
}
