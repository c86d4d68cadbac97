/** A work arrangement's words (On-site, Hybrid, Remote); an unknown value is shown as received. */
import { WORK_ARRANGEMENT_LABELS } from '@shared/constants.js';

export function workArrangementLabel(value: string): string {
  return (WORK_ARRANGEMENT_LABELS as Record<string, string>)[value] ?? value;
}
