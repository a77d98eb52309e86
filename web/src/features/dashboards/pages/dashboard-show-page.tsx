import { useParams } from 'react-router-dom';
import { DashboardShow } from '../components/dashboard-show.tsx';

/** `/dashboards/{id}`: a new visit (and view) for every dashboard opened, even in the same route. */
export default function DashboardShowPage() {
  const { id = '' } = useParams();
  return <DashboardShow key={id} id={id} />;
}
