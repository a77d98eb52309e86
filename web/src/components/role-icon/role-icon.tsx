// The icon of an access level (role), drawn from the server-supplied name (ROLE_ICONS). Shared by the
// roles screens (list, icon picker) and the collaborators list (role chips).
import {
  Briefcase,
  Building2,
  Calculator,
  ChartBar,
  ChartLine,
  ChartPie,
  Clipboard,
  Factory,
  Globe,
  GraduationCap,
  Headphones,
  HeartPulse,
  Landmark,
  Leaf,
  Megaphone,
  Package,
  Shield,
  ShoppingCart,
  Star,
  Store,
  Target,
  Truck,
  Users,
  Wallet,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';
import type { RoleIcon as RoleIconName } from '#shared/constants.ts';

const ICONS: Record<RoleIconName, LucideIcon> = {
  'chart-bar': ChartBar,
  'chart-line': ChartLine,
  'chart-pie': ChartPie,
  users: Users,
  briefcase: Briefcase,
  building: Building2,
  wallet: Wallet,
  truck: Truck,
  factory: Factory,
  package: Package,
  'shopping-cart': ShoppingCart,
  store: Store,
  target: Target,
  megaphone: Megaphone,
  calculator: Calculator,
  clipboard: Clipboard,
  shield: Shield,
  star: Star,
  globe: Globe,
  'heart-pulse': HeartPulse,
  'graduation-cap': GraduationCap,
  headphones: Headphones,
  landmark: Landmark,
  leaf: Leaf,
};

/** Decorative by default (the role's name is the text next to it); an unknown name draws a generic one. */
export function RoleIcon({ name, ...props }: { name: string } & LucideProps) {
  const Icon = ICONS[name as RoleIconName] ?? Shield;
  return <Icon aria-hidden="true" focusable="false" {...props} />;
}
