import { PlaceholderPage } from '#web/components/placeholder-page.tsx';
import { useCurrentRoute } from '../shell/current-route.ts';

/** Lazy stand-in for every screen not built yet; it names itself from the route's handle. */
export default function PlaceholderRoute() {
  const { name } = useCurrentRoute();
  return name ? <PlaceholderPage route={name} /> : null;
}
