/** A company's logo, or the first letter of its name when it has none. */
import { InitialAvatar } from '@/components/common/initial-avatar.js';

interface Props {
  name: string;
  logo?: string;
  size?: number;
  /** Announce the logo with the company's name (where it heads a page), rather than as decoration. */
  named?: boolean;
}

export function CompanyAvatar({ name, logo, size = 48, named = false }: Props) {
  return (
    <InitialAvatar name={name} src={logo || undefined} size={size} shape="rounded" alt={named ? name : undefined} />
  );
}
