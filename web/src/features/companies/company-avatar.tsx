/** A company's logo, or the first letter of its name when it has none. */
import { InitialAvatar } from '@/components/common/initial-avatar.js';

export function CompanyAvatar({ name, logo, size = 48 }: { name: string; logo?: string; size?: number }) {
  return <InitialAvatar name={name} src={logo || undefined} size={size} shape="rounded" />;
}
