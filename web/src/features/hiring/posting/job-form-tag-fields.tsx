/**
 * The job form's two tag fields (categories, skills) load their Autocomplete (with Popper, ~20 KiB gzipped)
 * in their own chunk, so opening Post a Job or Edit Job does not wait for it. Until it arrives a read-only field
 * with the same label and help text holds its place, so nothing moves when the real one replaces it. The skills
 * are the shared tags field with the job's labels and limit.
 */

import { JOB_LIMITS } from '@shared/schemas/job-input.js';
import { hiringLabels } from '@shared/texts.js';
import { type ComponentProps, lazy, Suspense } from 'react';
import type { TagsFieldProps } from '@/components/common/tags-field.js';
import { TextInput } from '@/components/common/text-input.js';

const CategoryPicker = lazy(() => import('./category-picker.js').then((m) => ({ default: m.CategoryPicker })));
const TagsField = lazy(() => import('@/components/common/tags-field.js').then((m) => ({ default: m.TagsField })));

function Placeholder({ label, required }: { label: string; required?: boolean }) {
  return <TextInput label={label} required={required} disabled fullWidth helperText=" " />;
}

export function LazyCategoryPicker(props: ComponentProps<typeof CategoryPicker>) {
  return (
    <Suspense fallback={<Placeholder label={hiringLabels.categories} required />}>
      <CategoryPicker {...props} />
    </Suspense>
  );
}

export function LazySkillsInput(props: Pick<TagsFieldProps, 'value' | 'onChange' | 'error'>) {
  return (
    <Suspense fallback={<Placeholder label={hiringLabels.skills} />}>
      <TagsField
        {...props}
        name="skills"
        label={hiringLabels.skills}
        help={hiringLabels.skillsHelp}
        max={JOB_LIMITS.skills}
      />
    </Suspense>
  );
}
